import { createMount } from '@vws/shared/core';
import vvtModule from './module';

/** The vvt module inside a foreign intranet page (DESIGN.md §3), starting at /vvt. */
export const mount = createMount(vvtModule, '/vvt');

export default mount;
