/**
 * The window's main-thread CPU time (the thread's own clock, from a Chromium trace) from a
 * reload's navigation start to a performance mark. On a machine shared with other work, a wall
 * time swings by a fifth from run to run as the thread waits for a core; the thread's CPU time
 * counts only what the page did, so a 5% difference between two builds can be seen at all.
 */
import type { Page } from 'playwright-core';
import { markMade } from './page-marks.js';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/** Reloads `page` under a trace and returns its main thread's CPU ms from navigation start to mark `name`. */
export async function reloadCpuTo(page: Page, name: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
    },
    transferMode: 'ReportEvents',
  });
  await page.reload();
  // Not page.waitForFunction: its polling script would run on the very thread being counted.
  await markMade(cdp, name);
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  return cpuBeforeMark(events, name);
}

/** Sums the thread time of the mark's thread's tasks between the last navigation start and the mark. */
export function cpuBeforeMark(events: readonly TraceEvent[], name: string): number {
  const mark = events.find((e) => e.name === name);
  const start = events.filter((e) => e.name === 'navigationStart' && mark && e.ts <= mark.ts).at(-1);
  if (!mark || !start) throw new Error(`the trace holds no navigation start before mark ${name}`);
  let micros = 0;
  for (const task of events) {
    if (task.name !== 'RunTask' || task.ph !== 'X' || task.pid !== mark.pid || task.tid !== mark.tid) continue;
    if (task.ts < start.ts || task.ts >= mark.ts || task.tdur === undefined || !task.dur) continue;
    // The mark's own task counts up to the mark, in proportion.
    micros += task.ts + task.dur <= mark.ts ? task.tdur : (task.tdur * (mark.ts - task.ts)) / task.dur;
  }
  return micros / 1000;
}
