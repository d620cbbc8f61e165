import { createMount } from '@vws/shared/core';
import betroffenenanfragenModule from './module';

/** The betroffenenanfragen module inside a foreign intranet page (DESIGN.md §3), starting at /betroffenenanfragen. */
export const mount = createMount(betroffenenanfragenModule, '/betroffenenanfragen');

export default mount;
