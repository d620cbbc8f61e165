import { createMount } from '@vws/shared/core';
import datenweitergabenModule from './module';

/** The datenweitergaben module inside a foreign intranet page (DESIGN.md §3), starting at /datenweitergaben. */
export const mount = createMount(datenweitergabenModule, '/datenweitergaben');

export default mount;
