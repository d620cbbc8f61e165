import { createMount } from '@vws/shared/core';
import customerModule from './module';

/** The customer module inside a foreign intranet page (DESIGN.md §3), starting at /customer. */
export const mount = createMount(customerModule, '/customer');

export default mount;
