import { createMount } from '@vws/shared/core';
import vorfaelleModule from './module';

/** The vorfaelle module inside a foreign intranet page (DESIGN.md §3), starting at /vorfaelle. */
export const mount = createMount(vorfaelleModule, '/vorfaelle');

export default mount;
