// The browser the end-to-end tests drive: CHROMIUM_PATH when set; else Debian's
// chromium-headless-shell, the same Chromium without its desktop browser around it (measured on
// the two-core runner over four spec files: a fifth less CPU and an eighth less time than
// /usr/bin/chromium); else Debian's chromium. Lighthouse and the bundle-size script need the full
// browser and keep /usr/bin/chromium.
const { existsSync } = require('node:fs');

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = '/usr/bin/chromium';

/** The executable to launch, or null when none is installed. */
function testBrowserPath() {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : null;
  return [HEADLESS_SHELL, CHROMIUM].find((candidate) => existsSync(candidate)) ?? null;
}

/** The Debian package that provides the preferred browser. */
const TEST_BROWSER_PACKAGE = 'chromium-headless-shell';

module.exports = { testBrowserPath, TEST_BROWSER_PACKAGE };
