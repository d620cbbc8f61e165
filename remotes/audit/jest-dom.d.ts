// Types of the jest-dom matchers used by the component tests (setup-dom.cjs loads them at run time).
import '@testing-library/jest-dom';
