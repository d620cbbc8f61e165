// A start-up step (bootstrap.tsx): @vws/shared/core (the store, the texts, the session, the API slice)
// evaluates here, in a task of its own, before the shell's texts and theme (portalCore.ts).
export { createPortalStore } from '@vws/shared/core';
