require('@testing-library/jest-dom');
// findBy*/waitFor wait up to 5 s (Testing Library's default is 1 s): on a busy two-core CI runner a
// lazily loaded page or a first transform takes longer than that; a passing test is not slower.
// npm test runs the front ends' tests beside the browser tests at the lowest priority, where a wait may
// take longer still: TEST_ASYNC_TIMEOUT_MS (scripts/test.mjs).
require('@testing-library/dom').configure({ asyncUtilTimeout: Number(process.env.TEST_ASYNC_TIMEOUT_MS) || 5000 });
// jsdom lacks these browser APIs that PrimeReact touches.
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent() {
      return false;
    },
  });
}
if (!global.ResizeObserver) {
  global.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!global.structuredClone) global.structuredClone = (v) => JSON.parse(JSON.stringify(v));
// react-router needs TextEncoder at import time; jsdom has none.
if (!global.TextEncoder) {
  const { TextEncoder, TextDecoder } = require('node:util');
  global.TextEncoder = TextEncoder;
  global.TextDecoder = TextDecoder;
}
// jsdom has no canvas for chart.js: charts render nothing in component tests; their data and text
// alternatives are tested instead.
jest.mock('primereact/chart', () => ({ Chart: () => null }));
// jsdom's CSS parser does not know the page margin boxes (@top-left inside @page) of printed reports
// (packages/shared/src/print/pageCss.ts): its complaint about them is no fault of the page.
const reportConsoleError = console.error;
console.error = (...args) => {
  const [first] = args;
  if (first?.message === 'Could not parse CSS stylesheet' && String(first.detail ?? '').startsWith('@page')) return;
  reportConsoleError(...args);
};
