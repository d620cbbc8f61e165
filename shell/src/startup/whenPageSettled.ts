/**
 * Runs `work` once the page has settled: the document has loaded (the scripts the page's first
 * screen asked for included), nothing in <main> says it is busy (aria-busy: a list's rows still
 * coming), the browser has painted, and it has nothing else to do. Work the page does not need for
 * its first screen (remoteCatalog.ts's other manifests) then takes nothing from it. At the latest
 * after `timeoutMs`. Returns a function that cancels the run.
 */
export function whenPageSettled(work: () => void, timeoutMs = 8000): () => void {
  let done = false;
  const cleanups: (() => void)[] = [];
  const run = () => {
    if (done) return;
    done = true;
    cleanups.forEach((cleanup) => cleanup());
    work();
  };
  const latest = setTimeout(run, timeoutMs);
  cleanups.push(() => clearTimeout(latest));

  const afterPaintWhenIdle = () => {
    const frame = requestAnimationFrame(() => {
      // The frame's paint comes after this callback: a task queued now runs after it.
      const task = setTimeout(() => {
        if (typeof window.requestIdleCallback !== 'function') return run();
        const idle = window.requestIdleCallback(run, { timeout: 2000 });
        cleanups.push(() => window.cancelIdleCallback(idle));
      }, 0);
      cleanups.push(() => clearTimeout(task));
    });
    cleanups.push(() => cancelAnimationFrame(frame));
  };
  const busy = () => document.querySelector('main [aria-busy="true"]') !== null;
  const whenNotBusy = () => {
    if (!busy()) return afterPaintWhenIdle();
    const observer = new MutationObserver(() => {
      if (busy()) return;
      observer.disconnect();
      afterPaintWhenIdle();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
    cleanups.push(() => observer.disconnect());
  };
  if (document.readyState === 'complete') whenNotBusy();
  else {
    window.addEventListener('load', whenNotBusy, { once: true });
    cleanups.push(() => window.removeEventListener('load', whenNotBusy));
  }
  return () => {
    done = true;
    cleanups.forEach((cleanup) => cleanup());
  };
}
