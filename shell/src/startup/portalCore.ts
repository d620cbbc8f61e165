// A start-up step (bootstrap.tsx): the shell's texts and the theme.
export { preparePortal } from '../app/preparePortal';
