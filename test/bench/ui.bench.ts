/**
 * `npm run bench:ui [-- --baseline <rev>] [--growth]`: the screens over 300 events and 12,000
 * shifts stored in IndexedDB by the real sync (simulator at 300 events x 40 shifts; one event
 * gets 400 shifts, taken from others so the total stays 12,000), for this tree and for the
 * previous release built from git (baseline-build.ts), both open at once and measured in
 * interleaved rounds. Measured offline, so no sync runs meanwhile. Per round:
 * - dashboardMs: a page load to the dashboard rendered (performance marks);
 * - dashboardCpuMs: the same load's CPU time on the window's main thread (main-thread-cpu.ts),
 *   from a second reload under a trace: what the page did, without the waits for a core that
 *   make wall times swing on a shared machine;
 * - eventDetailMs: from a click on the 400-shift event to its screen rendered;
 * - eventCoverageMs: from that screen's list painted to its coverage picture painted (issue 30:
 *   within one frame, 16 ms; 0 when both are in the same frame), beside frameFloorMs;
 * - coverageComputeMs: the coverage's figures computed for those 400 shifts (the app's own
 *   performance measure, "event-coverage"), part of eventDetailMs while it is in the list's frame;
 * - filterMs / eventFilterMs: one keystroke in the dashboard's / the event's search to the list updated;
 * - frameFloorMs: the same wait with nothing to do (to the next frame, then a task): the least
 *   a keystroke figure can read, whatever the screen does;
 * - maxDomRows: the most list rows in the DOM on any list, scrolled or not;
 * - heapMB: JS heap after the dashboard loaded (after a GC).
 * `--rounds <n>` takes n rounds instead of 5 (more, when the machine is loaded).
 * `--growth` measures again at twice the data (600 events, 24,000 shifts) and prints how much
 * each figure grew.
 */
import { cpus, loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { launchApp, type LaunchedApp } from '../e2e/harness/launch-app.js';
import { followAllOffline } from '../e2e/support/follow-all.js';
import { baselineBuild, currentBuild, type Build } from './baseline-build.js';
import { reloadCpuTo } from './main-thread-cpu.js';
import { markMade } from './page-marks.js';
import {
  comparisonJson,
  comparisonTable,
  growth,
  interleave,
  median,
  medians,
  roundsLine,
  type Figure,
} from './compare.js';

const EVENTS = 300;
const SHIFTS_PER_EVENT = 40;
const BIG_SHIFTS = 400;
const roundsArg = process.argv.indexOf('--rounds');
const ROUNDS = roundsArg > 0 ? Number(process.argv[roundsArg + 1]) : 5;

/** Milliseconds between the latest mark `from` and the first mark `to` after it. */
function between(page: Page, from: string, to: string, timeout = 30_000): Promise<number> {
  return page
    .waitForFunction(
      ([a, b]) => {
        const start = performance.getEntriesByName(a!).at(-1);
        const end = start && performance.getEntriesByName(b!).find((m) => m.startTime >= start.startTime);
        return start && end ? end.startTime - start.startTime : undefined;
      },
      [from, to],
      { polling: 'raf', timeout },
    )
    .then((handle) => handle.jsonValue() as Promise<number>);
}

const domRows = (page: Page) => page.evaluate(() => document.querySelectorAll('[role="listitem"]').length);

const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

async function scrollListToMiddle(page: Page, testId: string): Promise<void> {
  await page.evaluate((id) => {
    const list = document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;
    list.scrollTop = list.scrollHeight / 2;
  }, testId);
  await twoFrames(page);
}

/**
 * Scrolls the list from its top with the mouse wheel, a screen at a time, until `selector` is
 * drawn: where the big event sorts depends on the simulator's dates against today, and only the
 * rows in view exist. The wheel, as a user scrolls: after the search is cleared the list goes
 * back to its first row (VirtualList's new order), and virtua re-applies that scroll each time
 * rows newly drawn change size, until 150 ms pass without one. Setting scrollTop a screen at a
 * time drew new rows every time, so at 600 events (the big event below the first screen) the
 * list sprang back to its top on every screen; a wheel turn ends that scroll, as for a user.
 */
async function scrollToRow(page: Page, testId: string, selector: string): Promise<void> {
  const list = page.getByTestId(testId);
  const box = (await list.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let screen = 0; ; screen++) {
    const state = await list.evaluate(
      (el, [sel, n]) => {
        if (el.querySelector(sel)) return 'found';
        if (n > 0 && el.scrollTop + el.clientHeight >= el.scrollHeight - 1) return 'end';
        return 'on';
      },
      [selector, screen] as const,
    );
    if (state === 'found') return;
    if (state === 'end') break;
    await page.mouse.wheel(0, box.height);
    await twoFrames(page);
  }
  throw new Error(`${selector} is not in the list ${testId}`);
}

/**
 * Lets what a screen does after its first paint (the dashboard's starting soon and changes, the
 * first alert round) finish before the next figure is taken, so each figure counts its own work.
 */
const SETTLE_MS = 1_500;

/**
 * From a moment in the page to the next paint with no work (requestAnimationFrame, then a task,
 * as markAfterPaint waits), the median of a few: the floor under the keystroke figures.
 */
async function frameFloor(page: Page): Promise<number> {
  const waits = await page.evaluate(async () => {
    const samples: number[] = [];
    for (let i = 0; i < 7; i++) {
      // Off the frame's beat, as a keystroke comes.
      await new Promise((resolve) => setTimeout(resolve, 3 + i * 5));
      const start = performance.now();
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      samples.push(performance.now() - start);
    }
    return samples;
  });
  return median(waits);
}

/**
 * From the event's list painted (`listMs` after the click) to its coverage picture painted; 0
 * when the picture came in the list's own frame. NaN for a build that draws no picture (a
 * baseline from before issue 30), so its column reads "-".
 */
async function coverageAfterList(page: Page, listMs: number): Promise<number> {
  const drawnMs = await between(page, 'event-open', 'coverage-drawn', 3_000).catch(() => NaN);
  return Math.max(0, drawnMs - listMs);
}

/**
 * The app's "event-coverage" measures between the click and the list painted, summed: what the
 * coverage's figures cost the list's frame. NaN for a build that measures none.
 */
function coverageComputed(page: Page): Promise<number> {
  return page.evaluate(() => {
    const open = performance.getEntriesByName('event-open').at(-1)!.startTime;
    const rendered = performance.getEntriesByName('event-rendered').find((e) => e.startTime >= open)!.startTime;
    const runs = performance
      .getEntriesByName('event-coverage')
      .filter((e) => e.startTime >= open && e.startTime <= rendered);
    return runs.length === 0 ? NaN : runs.reduce((sum, e) => sum + e.duration, 0);
  });
}

/** One keystroke in a search field, from the input event to the list updated after it. */
async function keystroke(page: Page, label: string, key: string, inputMark: string, updatedMark: string) {
  await page.getByLabel(label).focus();
  await page.keyboard.press(key);
  return between(page, inputMark, updatedMark);
}

/** An app of `build` over `scale` times the data, synced and then offline. */
async function seededApp(
  build: Build,
  scale: number,
): Promise<{ app: LaunchedApp; events: number; shifts: number; bigEvent: string }> {
  const events = EVENTS * scale;
  const app = await launchApp({
    simulator: { events, shiftsPerEvent: SHIFTS_PER_EVENT },
    batchTimeoutMs: 60_000,
    buildRoot: build.root,
  });
  const store = app.simulator!.store;
  const ids = store.snapshot().events.map((e) => e.id);
  // An event after today, so the dashboard's default scope lists it whatever today is.
  const bigEvent = ids.find((id) => store.event(id)!.summary.date > store.data.today)!;
  const donors = ids.filter((id) => id !== bigEvent);
  // Move shifts into the big event from the others, so one event has 400 and the total stays.
  // Each moved to the big event's day: a donor's shift from a day already over would fold under
  // "ended shifts" and the list would show fewer than 400 (the bench failed after 11 AM so).
  const big = store.event(bigEvent)!.shifts;
  const day = store.event(bigEvent)!.summary.date;
  for (let i = 0; big.length < BIG_SHIFTS; i++) {
    const donor = store.event(donors[i % donors.length]!)!.shifts;
    big.push({ ...onDay(donor.pop()!, day), event_id: bigEvent });
  }
  const shifts = ids.reduce((n, id) => n + store.event(id)!.shifts.length, 0);

  await followAllOffline(app);
  return { app, events, shifts, bigEvent };
}

/** The shift on `day`, its times of day and its length kept. */
function onDay<S extends { start_time: string; end_time: string }>(shift: S, day: string): S {
  const by = Date.parse(`${day}T00:00:00Z`) - Date.parse(`${shift.start_time.slice(0, 10)}T00:00:00Z`);
  const move = (t: string) =>
    new Date(Date.parse(`${t.replace(' ', 'T')}Z`) + by).toISOString().slice(0, 19).replace('T', ' ');
  return { ...shift, start_time: move(shift.start_time), end_time: move(shift.end_time) };
}

interface UiRound {
  dashboardMs: number;
  dashboardCpuMs: number;
  filterMs: number;
  eventDetailMs: number;
  eventCoverageMs: number;
  coverageComputeMs: number;
  eventFilterMs: number;
  frameFloorMs: number;
  maxDomRows: number;
  heapMB: number;
}

/** One round: load the dashboard, filter it, open the big event, filter its shifts. */
async function measureRound(app: LaunchedApp, bigEvent: string): Promise<UiRound> {
  const { page } = app;
  const cdp = await page.context().newCDPSession(page);
  await page.reload();
  const dashboardMs = await markMade(cdp, 'dashboard-rendered');
  const rows: number[] = [await domRows(page)];

  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  await page.waitForTimeout(SETTLE_MS);
  // Playwright's polling script, injected and run once now rather than first during the keystroke it times.
  await page.waitForFunction(() => document.readyState === 'complete', undefined, { polling: 'raf' });

  await scrollListToMiddle(page, 'dashboard-list');
  rows.push(await domRows(page));
  const filterMs = await keystroke(page, 'Search events', 'g', 'dashboard-filter-input', 'dashboard-list-updated');
  rows.push(await domRows(page));
  await page.getByLabel('Search events').fill('');
  await twoFrames(page);
  await scrollToRow(page, 'dashboard-list', `[data-event-id="${bigEvent}"] button.name`);

  await page.evaluate((id) => {
    performance.mark('event-open');
    document.querySelector<HTMLButtonElement>(`[data-event-id="${id}"] button.name`)!.click();
  }, bigEvent);
  const eventDetailMs = await between(page, 'event-open', 'event-rendered');
  const eventCoverageMs = await coverageAfterList(page, eventDetailMs);
  const coverageComputeMs = await coverageComputed(page);
  const shiftCount = await page.evaluate(() =>
    document.querySelector('[data-testid="shift-list"] [aria-setsize]')?.getAttribute('aria-setsize'),
  );
  if (Number(shiftCount) !== BIG_SHIFTS) throw new Error(`the big event shows ${shiftCount} shifts, not ${BIG_SHIFTS}`);
  rows.push(await domRows(page));
  await scrollListToMiddle(page, 'shift-list');
  rows.push(await domRows(page));
  const eventFilterMs = await keystroke(page, 'Search shifts', 'b', 'event-filter-input', 'event-list-updated');
  rows.push(await domRows(page));
  const frameFloorMs = await frameFloor(page);
  // From the event screen; the next round's timed reload then starts from the dashboard.
  const dashboardCpuMs = await reloadCpuTo(page, 'dashboard-rendered');
  await page.waitForTimeout(SETTLE_MS);
  return {
    dashboardMs,
    dashboardCpuMs,
    filterMs,
    eventDetailMs,
    eventCoverageMs,
    coverageComputeMs,
    eventFilterMs,
    frameFloorMs,
    maxDomRows: Math.max(...rows),
    heapMB: usedSize / 1024 / 1024,
  };
}

/** Every build at one scale, interleaved; the medians per build. */
async function measureScale(builds: Build[], scale: number) {
  const apps = new Map<Build, Awaited<ReturnType<typeof seededApp>>>();
  try {
    for (const build of builds) apps.set(build, await seededApp(build, scale));
    const rounds = await interleave(builds, ROUNDS, (build) =>
      measureRound(apps.get(build)!.app, apps.get(build)!.bigEvent),
    );
    const { events, shifts } = apps.get(builds[0]!)!;
    return { events, shifts, figures: new Map(builds.map((b) => [b, medians(rounds.get(b)!)])), rounds };
  } finally {
    for (const { app } of apps.values()) await app.close();
  }
}

function figuresOf(now: UiRound, before: UiRound | undefined): Figure[] {
  return [
    {
      label: `dashboard load ms (median of ${ROUNDS})`,
      key: 'dashboardMs',
      now: now.dashboardMs,
      before: before?.dashboardMs,
      target: '<= 100',
    },
    {
      label: "dashboard load CPU ms (window's main thread)",
      key: 'dashboardCpuMs',
      now: now.dashboardCpuMs,
      before: before?.dashboardCpuMs,
    },
    {
      label: `event detail ms (${BIG_SHIFTS} shifts)`,
      key: 'eventDetailMs',
      now: now.eventDetailMs,
      before: before?.eventDetailMs,
    },
    {
      label: `coverage drawn after the list ms (${BIG_SHIFTS} shifts)`,
      key: 'eventCoverageMs',
      now: now.eventCoverageMs,
      before: Number.isNaN(before?.eventCoverageMs) ? undefined : before?.eventCoverageMs,
      target: '<= 16',
    },
    {
      label: `coverage computed ms (${BIG_SHIFTS} shifts)`,
      key: 'coverageComputeMs',
      now: now.coverageComputeMs,
      before: Number.isNaN(before?.coverageComputeMs) ? undefined : before?.coverageComputeMs,
      digits: 1,
      target: '<= 16',
    },
    {
      label: 'filter keystroke ms (dashboard)',
      key: 'filterMs',
      now: now.filterMs,
      before: before?.filterMs,
      target: '<= 16',
    },
    {
      label: 'filter keystroke ms (shifts)',
      key: 'eventFilterMs',
      now: now.eventFilterMs,
      before: before?.eventFilterMs,
      target: '<= 16',
    },
    {
      label: 'frame floor ms (no work)',
      key: 'frameFloorMs',
      now: now.frameFloorMs,
      before: before?.frameFloorMs,
    },
    { label: 'max rows in DOM', key: 'maxDomRows', now: now.maxDomRows, before: before?.maxDomRows, target: '<= 150' },
    {
      label: 'JS heap MB after load',
      key: 'heapMB',
      now: now.heapMB,
      before: before?.heapMB,
      digits: 1,
      target: '<= 150',
    },
  ];
}

async function main() {
  const baseline = await baselineBuild();
  const builds = baseline ? [currentBuild, baseline] : [currentBuild];
  const scales = process.argv.includes('--growth') ? [1, 2] : [1];
  const byScale = new Map<number, Map<Build, UiRound>>();
  for (const scale of scales) {
    const { events, shifts, figures, rounds } = await measureScale(builds, scale);
    byScale.set(scale, figures);
    const now = figures.get(currentBuild)!;
    const before = baseline && figures.get(baseline);
    const table = figuresOf(now, before);
    console.log(`\n${comparisonTable(`ui at ${events} events, ${shifts} shifts`, table, baseline?.label).join('\n')}`);
    for (const [what, key] of [
      ['dashboard loads ms', 'dashboardMs'],
      ['dashboard load CPU ms', 'dashboardCpuMs'],
    ] as const)
      for (const build of builds)
        console.log(
          roundsLine(
            what,
            build.label,
            rounds.get(build)!.map((r) => r[key]),
          ),
        );
    console.log(`  machine load (1-minute average, ${cpus().length} cores): ${loadavg()[0]!.toFixed(2)}`);
    console.log(
      JSON.stringify({ bench: 'ui', scale, events, shifts, rounds: ROUNDS, ...comparisonJson(table, baseline?.label) }),
    );
  }
  if (scales.length === 2) {
    const lines = ['\nui growth at twice the data (target each <= 2.2x)'];
    const json: Record<string, unknown> = { bench: 'ui-growth' };
    for (const build of builds) {
      const g = growth({ ...byScale.get(1)!.get(build)! }, { ...byScale.get(2)!.get(build)! });
      json[build.label] = g;
      lines.push(
        `  ${build.label.padEnd(8)} ${Object.entries(g)
          .map(([k, v]) => `${k} ${v ?? '-'}x`)
          .join('  ')}`,
      );
    }
    console.log(lines.join('\n'));
    console.log(JSON.stringify(json));
  }
}

await main();
