// The sign-in page's first start-up step (index.tsx): the texts. Each step brings the next one's
// loader, so that a step's chunk holds only what the steps before it do not.
export { preparePortal } from '../app/preparePortal';
export const loadReactStep = () => import(/* webpackChunkName: "step-react" */ './stepReact');
