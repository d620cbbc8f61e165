import { createMount } from '@vws/shared/core';
import metaadminModule from './module';

/** The metaadmin module inside a foreign intranet page (DESIGN.md §3), starting at /metaadmin. */
export const mount = createMount(metaadminModule, '/metaadmin');

export default mount;
