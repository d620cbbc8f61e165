// A start-up step (bootstrap.tsx): @vws/shared/core, the shell's texts and the theme.
export { createPortalStore } from '@vws/shared/core';
export { preparePortal } from '../app/preparePortal';
