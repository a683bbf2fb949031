/** Performance marks of the page under measure, read without running a script of the bench's own in it. */
import type { CDPSession } from 'playwright-core';

/**
 * The start time of mark `name`, once the page made it, asked over a CDP session opened before
 * the reload. Not page.waitForFunction: Playwright would inject its polling script (about 6 ms
 * of the window's thread) in the middle of the start being measured; the app runs no such script.
 */
export async function markMade(cdp: CDPSession, name: string): Promise<number> {
  const expression = `new Promise((resolve) => {
    const made = (entries) => entries.find((m) => m.name === ${JSON.stringify(name)});
    const mark = made(performance.getEntriesByType('mark'));
    if (mark) return resolve(mark.startTime);
    new PerformanceObserver((list, observer) => {
      const mark = made(list.getEntries());
      if (mark) (observer.disconnect(), resolve(mark.startTime));
    }).observe({ type: 'mark' });
  })`;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`mark ${name} not made within 30 s`)), 30_000);
  });
  const { result, exceptionDetails } = await Promise.race([
    cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }),
    late,
  ]).finally(() => clearTimeout(timer));
  if (exceptionDetails || typeof result.value !== 'number') throw new Error(`mark ${name} was not made`);
  return result.value;
}
