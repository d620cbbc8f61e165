// The browser the end-to-end tests drive: CHROMIUM_PATH when set; else Debian's
// chromium-headless-shell, the same Chromium without its desktop browser around it (measured on
// the two-core runner over four spec files: a fifth less CPU and an eighth less time than
// /usr/bin/chromium); else Debian's chromium. Lighthouse and the bundle-size script need the full
// browser and keep /usr/bin/chromium.
const { existsSync } = require('node:fs');

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = '/usr/bin/chromium';

/**
 * The executable to launch: CHROMIUM_PATH as given (a wrong one fails loudly rather than being
 * replaced by another browser), else the first of the two installed; null when neither is.
 */
function testBrowserPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return [HEADLESS_SHELL, CHROMIUM].find((candidate) => existsSync(candidate)) ?? null;
}

/** The Debian package that provides the preferred browser. */
const TEST_BROWSER_PACKAGE = 'chromium-headless-shell';

module.exports = { testBrowserPath, TEST_BROWSER_PACKAGE };
