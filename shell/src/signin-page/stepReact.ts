// The sign-in page's second start-up step (index.tsx): React's DOM renderer.
export { createRoot } from 'react-dom/client';
export const loadFormStep = () => import(/* webpackChunkName: "step-form" */ './renderSignIn');
