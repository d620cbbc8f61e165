// What the machine gives a page today, printed beside the Lighthouse figures: Lighthouse's simulated
// phone multiplies the main thread's observed work by four, so its Total Blocking Time follows the
// machine, not only the portal. The same build scored /signin TBT 46–57 ms in one session and
// 480–710 ms in the next (2026-11-29), on a machine where new memory came slowly: Node filled 2 GB
// of fresh buffers at about 250 MB/s, and two million objects took 0.9–1.6 s here, while the loop of
// plain arithmetic ran at its usual speed.

/**
 * Medians of three runs in a blank page of the browser under test: a loop of arithmetic, two
 * million small objects created, and 20,000 elements added and laid out.
 */
export async function measureMachine(browser) {
  const samples = [];
  for (let run = 0; run < 3; run++) {
    const page = await browser.newPage();
    try {
      await page.goto('about:blank');
      samples.push(
        await page.evaluate(() => {
          const time = (work) => {
            const start = performance.now();
            work();
            return performance.now() - start;
          };
          let sum = 0;
          const arithmetic = time(() => {
            for (let i = 0; i < 1e8; i++) sum += i % 7;
          });
          const objects = time(() => {
            const list = [];
            for (let i = 0; i < 2e6; i++) list.push({ i, text: String(i) });
            sum += list.length;
          });
          const elements = time(() => {
            for (let i = 0; i < 20000; i++) {
              const element = document.createElement('div');
              element.textContent = `row ${i}`;
              document.body.appendChild(element);
            }
            sum += document.body.offsetHeight;
          });
          return { arithmetic, objects, elements, sum };
        }),
      );
    } finally {
      await page.close();
    }
  }
  const median = (key) => samples.map((sample) => sample[key]).sort((a, b) => a - b)[1];
  return { arithmetic: median('arithmetic'), objects: median('objects'), elements: median('elements') };
}

export function describeMachine({ arithmetic, objects, elements }) {
  return `machine (this Chromium, median of 3): 10^8 additions ${Math.round(arithmetic)} ms, 2,000,000 objects ${Math.round(objects)} ms, 20,000 elements ${Math.round(elements)} ms`;
}
