/**
 * `npm run bench:start [-- --baseline <rev>]`: start to the day. From the process start of
 * `npm run preview` (after its build, as its package.json runs it: preview-process.ts) to the
 * dashboard drawn from the local copy of 300 events and 12,000 shifts, offline (the server is
 * gone, and the preview keeps no key, so nothing but the local copy draws it), in Chromium
 * opened on the address it prints, as the preview opens the browser. For this tree and the
 * previous release built from git, each on a profile seeded by its own sync. Playwright is
 * loaded by this process once, so its own start is not counted.
 * - cold: the first start with Chromium's compiled-code caches and tsx's transform cache
 *   cleared (the OS file cache stays warm: clearing it needs the whole machine);
 * - warm: the median of the starts after it, the builds interleaved.
 * Each start is split: process start to the address printed (Node, module loading, main core
 * up, server listening), Chromium launched, page load to dashboard drawn.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import type { SyncSummary } from '../../preload/contract.js';
import { CHROMIUM_FLAGS, findBrowser } from '../e2e/harness/find-browser.js';
import { freePort } from '../integration/cli/npm-run.js';
import { baselineBuild, currentBuild, type Build } from './baseline-build.js';
import { comparisonJson, comparisonTable, interleave, medians, roundsLine, type Figure } from './compare.js';
import { startPreview, type PreviewProfile } from './preview-process.js';
import { startSimulatorProcess, type SimulatorProcess } from './simulator-process.js';

const EVENTS = 300;
const SHIFTS_PER_EVENT = 40;
const WARM_STARTS = 5;

const executablePath = await findBrowser();

/** Chromium on the profile's own browser folder, as a browser kept between starts. */
function openBrowser(profile: PreviewProfile): Promise<BrowserContext> {
  return chromium.launchPersistentContext(path.join(profile.dataDir, 'browser'), {
    executablePath,
    args: CHROMIUM_FLAGS,
    headless: true,
    viewport: { width: 1280, height: 800 },
  });
}

/** Connects the build's preview to the simulator through its page, follows every event and syncs. */
async function seed(build: Build, profile: PreviewProfile, sim: SimulatorProcess): Promise<void> {
  const preview = await startPreview(build, profile);
  const context = await openBrowser(profile);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(preview.address);
    await page.waitForFunction(() => window.workforce !== undefined);
    const followedEventIds = (await sim.state()).events.map((e) => e.id);
    const summary = await page.evaluate(
      async ({ baseUrl, apiKey, followedEventIds }) => {
        const api = window.workforce;
        const finished = () =>
          new Promise<SyncSummary>((resolve) => {
            const off = api.on('sync:finished', (s) => (off(), resolve(s)));
          });
        const connected = finished();
        await api.connect({ environment: 'custom', baseUrl, apiKey });
        await connected;
        const followed = finished();
        await api.updateSettings({ followedEventIds });
        return followed;
      },
      { baseUrl: sim.url, apiKey: sim.apiKey, followedEventIds },
    );
    if (summary.outcome !== 'complete') throw new Error(`seeding ${build.label} ended ${summary.outcome}`);
  } finally {
    await context.close();
    await preview.stop();
  }
}

interface Start {
  startMs: number;
  toServingMs: number;
  chromiumMs: number;
  pageToDashboardMs: number;
}

async function timedStart(build: Build, profile: PreviewProfile, env: NodeJS.ProcessEnv = {}): Promise<Start> {
  const preview = await startPreview(build, profile, env);
  const context = await openBrowser(profile);
  const browserAt = Date.now();
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (e) => console.error('[page error]', e.message));
    await page.goto(preview.address);
    const dashboardAt = await page
      .waitForFunction(
        () => {
          const mark = performance.getEntriesByName('dashboard-rendered')[0];
          return mark && performance.timeOrigin + mark.startTime;
        },
        undefined,
        { polling: 'raf', timeout: 60_000 },
      )
      .then((h) => h.jsonValue() as Promise<number>);
    const followed = await page.evaluate(() => document.querySelectorAll('[data-event-id]').length);
    if (followed === 0) throw new Error(`start of ${build.label}: the dashboard showed no event`);
    return {
      startMs: dashboardAt - preview.spawnedAt,
      toServingMs: preview.servingAt - preview.spawnedAt,
      chromiumMs: browserAt - preview.servingAt,
      pageToDashboardMs: dashboardAt - browserAt,
    };
  } finally {
    await context.close();
    await preview.stop();
  }
}

/** Chromium's compiled-code caches in a profile: gone, the next start compiles the page afresh. */
const codeCaches = (profile: PreviewProfile) =>
  ['Code Cache', 'GPUCache', 'GrShaderCache', 'ShaderCache'].map((d) =>
    path.join(profile.dataDir, 'browser', 'Default', d),
  );

async function main() {
  const baseline = await baselineBuild();
  const builds = baseline ? [currentBuild, baseline] : [currentBuild];
  const sim = await startSimulatorProcess({ events: EVENTS, 'shifts-per-event': SHIFTS_PER_EVENT });
  const profiles = new Map<Build, PreviewProfile>();
  try {
    for (const build of builds) {
      const profile = { dataDir: await mkdtemp(path.join(tmpdir(), 'fieldsup-start-')), port: await freePort() };
      profiles.set(build, profile);
      await seed(build, profile, sim);
    }
  } finally {
    // Offline from here: the dashboard can only come from the local copy.
    await sim.close();
  }
  try {
    const cold = await interleave(builds, 1, async (build) => {
      const profile = profiles.get(build)!;
      for (const dir of codeCaches(profile)) await rm(dir, { recursive: true, force: true });
      return timedStart(build, profile, { TSX_DISABLE_CACHE: '1' });
    });
    const warm = await interleave(builds, WARM_STARTS, (build) => timedStart(build, profiles.get(build)!));
    const figures = (build: Build) => ({ coldMs: cold.get(build)![0]!.startMs, ...medians(warm.get(build)!) });
    const now = figures(currentBuild);
    const before = baseline && figures(baseline);
    const figure = (label: string, key: keyof typeof now, target?: string): Figure => ({
      label,
      key: key === 'coldMs' ? key : `warm${key[0]!.toUpperCase()}${key.slice(1)}`,
      now: now[key],
      before: before?.[key],
      target,
    });
    const table = [
      figure('cold start to dashboard ms', 'coldMs'),
      figure(`warm start to dashboard ms (median of ${WARM_STARTS})`, 'startMs', '<= 1000'),
      figure('  process start to address printed (Node, modules, core up)', 'toServingMs'),
      figure('  Chromium launched', 'chromiumMs'),
      figure('  page load to dashboard drawn', 'pageToDashboardMs'),
    ];
    console.log(
      `\n${comparisonTable(`start to the day: ${EVENTS} events, ${EVENTS * SHIFTS_PER_EVENT} shifts stored, offline`, table, baseline?.label).join('\n')}`,
    );
    for (const build of builds)
      console.log(
        roundsLine(
          'warm starts ms',
          build.label,
          warm.get(build)!.map((s) => s.startMs),
        ),
      );
    console.log(
      JSON.stringify({
        bench: 'start',
        events: EVENTS,
        shifts: EVENTS * SHIFTS_PER_EVENT,
        ...comparisonJson(table, baseline?.label),
      }),
    );
  } finally {
    for (const { dataDir } of profiles.values()) await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
