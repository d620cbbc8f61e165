import { createMount } from '@vws/shared/core';
import auditModule from './module';

/** The audit module inside a foreign intranet page (DESIGN.md §3), starting at /audit. */
export const mount = createMount(auditModule, '/audit');

export default mount;
