/**
 * `npm run bench:start [-- --baseline <rev>]`: start to the day, for this tree and the previous
 * release built from git, in interleaved rounds.
 * - The app: from the process start of the main core (start-process.ts, bundled against each
 *   build's sources as Electron runs its main bundle) and its window (Chromium, launched at the
 *   same moment, as Electron starts both) to the dashboard drawn from the local copy of 300
 *   events and 12,000 shifts, offline (the server is gone, so nothing but the local copy draws
 *   it), each build on a profile seeded by its own sync. Split: process start to the page's
 *   address served (Node, module loading, core up), Chromium launched, page load to dashboard.
 * - `npm run preview` as each build's package.json runs it after its build: process start to
 *   its address printed (the preview keeps no key, so its page would ask for one).
 * Cold: the first start, with Chromium's compiled-code caches and tsx's transform cache cleared
 * (the OS file cache stays warm: clearing it needs the whole machine); warm: the median of the
 * starts after it. Playwright is loaded by this process once, so its own start is not counted.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import type { SyncSummary } from '../../preload/contract.js';
import { bundleForNode } from '../../scripts/preview-bundle.js';
import { CHROMIUM_FLAGS, findBrowser } from '../e2e/harness/find-browser.js';
import { freePort } from '../integration/cli/npm-run.js';
import { baselineBuild, currentBuild, ROOT, type Build } from './baseline-build.js';
import { comparisonJson, comparisonTable, interleave, medians, roundsLine, type Figure } from './compare.js';
import { previewCommand, startServing, type ServingProcess } from './serving-process.js';
import { startSimulatorProcess, type SimulatorProcess } from './simulator-process.js';

const EVENTS = 300;
const SHIFTS_PER_EVENT = 40;
const WARM_STARTS = 5;

const executablePath = await findBrowser();

interface Profile {
  dataDir: string;
  port: number;
}

type AppStart = (profile: Profile, env?: NodeJS.ProcessEnv) => Promise<ServingProcess>;

/** The build's app process: start-process.ts bundled against its sources, into `outDir`. */
async function appProcess(build: Build, outDir: string): Promise<AppStart> {
  await bundleForNode({
    entry: path.join(ROOT, 'test/bench/start-process.ts'),
    outDir,
    sources: { from: ROOT, to: build.root },
  });
  const entry = path.join(outDir, 'start-process.js');
  const renderer = path.join(build.root, 'out/renderer');
  return (profile, env) =>
    startServing(
      build,
      [entry, '--renderer', renderer, '--data-dir', profile.dataDir, '--port', String(profile.port)],
      env,
    );
}

/** Chromium on the profile's own browser folder, as a browser kept between starts. */
function openBrowser(profile: Profile): Promise<BrowserContext> {
  return chromium.launchPersistentContext(path.join(profile.dataDir, 'browser'), {
    executablePath,
    args: CHROMIUM_FLAGS,
    headless: true,
    viewport: { width: 1280, height: 800 },
  });
}

/** Connects the build's preview to the simulator through its page, follows every event and syncs. */
async function seed(build: Build, start: AppStart, profile: Profile, sim: SimulatorProcess): Promise<void> {
  const app = await start(profile);
  const context = await openBrowser(profile);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(app.address);
    await page.waitForFunction(() => window.workforce !== undefined);
    const followedEventIds = (await sim.state()).events.map((e) => e.id);
    // Each step ends with a sync; nothing named is declared inside (tsx would wrap it in a helper the page lacks).
    const summary = await page.evaluate(
      async ({ baseUrl, apiKey, followedEventIds }) => {
        const api = window.workforce;
        let last: SyncSummary | undefined;
        for (const step of ['connect', 'follow'] as const)
          last = await new Promise<SyncSummary>((resolve, reject) => {
            const off = api.on('sync:finished', (s) => (off(), resolve(s)));
            const asked =
              step === 'connect'
                ? api.connect({ environment: 'custom', baseUrl, apiKey })
                : api.updateSettings({ followedEventIds });
            asked.catch(reject);
          });
        return last!;
      },
      { baseUrl: sim.url, apiKey: sim.apiKey, followedEventIds },
    );
    if (summary.outcome !== 'complete') throw new Error(`seeding ${build.label} ended ${summary.outcome}`);
  } finally {
    await context.close();
    await app.stop();
  }
}

interface Start {
  startMs: number;
  toServingMs: number;
  chromiumMs: number;
  pageToDashboardMs: number;
}

async function timedStart(start: AppStart, profile: Profile, env?: NodeJS.ProcessEnv): Promise<Start> {
  const startedAt = Date.now();
  const [app, { context, browserAt }] = await Promise.all([
    start(profile, env),
    openBrowser(profile).then((context) => ({ context, browserAt: Date.now() })),
  ]);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (e) => console.error('[page error]', e.message));
    await page.goto(app.address);
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
    if (followed === 0) throw new Error('a start showed no event on the dashboard');
    return {
      startMs: dashboardAt - startedAt,
      toServingMs: app.servingAt - app.spawnedAt,
      chromiumMs: browserAt - startedAt,
      pageToDashboardMs: dashboardAt - Math.max(app.servingAt, browserAt),
    };
  } finally {
    await context.close();
    await app.stop();
  }
}

/** `npm run preview`'s process start to its address printed, on a fresh data folder. */
async function previewStart(build: Build, env?: NodeJS.ProcessEnv): Promise<number> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fieldsup-start-preview-'));
  const flags = ['--no-open', '--no-demo', '--data-dir', dataDir, '--port', '0'];
  const preview = await startServing(build, [...(await previewCommand(build)), ...flags], env);
  await preview.stop();
  await rm(dataDir, { recursive: true, force: true });
  return preview.servingAt - preview.spawnedAt;
}

/** Chromium's compiled-code caches in a profile: gone, the next start compiles the page afresh. */
const codeCaches = (profile: Profile) =>
  ['Code Cache', 'GPUCache', 'GrShaderCache', 'ShaderCache'].map((d) =>
    path.join(profile.dataDir, 'browser', 'Default', d),
  );

async function main() {
  const baseline = await baselineBuild();
  const builds = baseline ? [currentBuild, baseline] : [currentBuild];
  const apps = new Map<Build, AppStart>();
  const profiles = new Map<Build, Profile>();
  const bundles = await mkdtemp(path.join(tmpdir(), 'fieldsup-start-apps-'));
  const sim = await startSimulatorProcess({ events: EVENTS, 'shifts-per-event': SHIFTS_PER_EVENT });
  try {
    for (const build of builds) {
      const profile = { dataDir: await mkdtemp(path.join(tmpdir(), 'fieldsup-start-')), port: await freePort() };
      apps.set(build, await appProcess(build, path.join(bundles, build.label)));
      profiles.set(build, profile);
      await seed(build, apps.get(build)!, profile, sim);
    }
  } finally {
    // Offline from here: the dashboard can only come from the local copy.
    await sim.close();
  }
  const start = (build: Build, env?: NodeJS.ProcessEnv) => timedStart(apps.get(build)!, profiles.get(build)!, env);
  try {
    const cold = await interleave(builds, 1, async (build) => {
      for (const dir of codeCaches(profiles.get(build)!)) await rm(dir, { recursive: true, force: true });
      const env = { TSX_DISABLE_CACHE: '1' };
      return { ...(await start(build, env)), previewMs: await previewStart(build, env) };
    });
    const warm = await interleave(builds, WARM_STARTS, async (build) => ({
      ...(await start(build)),
      previewMs: await previewStart(build),
    }));
    const figures = (build: Build) => ({
      coldStartMs: cold.get(build)![0]!.startMs,
      coldPreviewMs: cold.get(build)![0]!.previewMs,
      ...medians(warm.get(build)!),
    });
    const now = figures(currentBuild);
    const before = baseline && figures(baseline);
    const figure = (label: string, key: keyof typeof now, target?: string): Figure => ({
      label,
      key: key.startsWith('cold') ? key : `warm${key[0]!.toUpperCase()}${key.slice(1)}`,
      now: now[key],
      before: before?.[key],
      target,
    });
    const table = [
      figure('cold start to dashboard ms', 'coldStartMs'),
      figure(`warm start to dashboard ms (median of ${WARM_STARTS})`, 'startMs', '<= 1000'),
      figure('  process start to address served (Node, modules, core up)', 'toServingMs'),
      figure('  Chromium launched (from the same moment)', 'chromiumMs'),
      figure('  page load to dashboard drawn', 'pageToDashboardMs'),
      figure('npm run preview: cold start to address printed ms', 'coldPreviewMs'),
      figure(`npm run preview: warm start to address printed ms (median of ${WARM_STARTS})`, 'previewMs'),
    ];
    console.log(
      `\n${comparisonTable(`start to the day: ${EVENTS} events, ${EVENTS * SHIFTS_PER_EVENT} shifts stored, offline`, table, baseline?.label).join('\n')}`,
    );
    for (const build of builds) {
      const rounds = warm.get(build)!;
      console.log(
        roundsLine(
          'warm starts ms',
          build.label,
          rounds.map((s) => s.startMs),
        ),
      );
      console.log(
        roundsLine(
          'warm preview starts ms',
          build.label,
          rounds.map((s) => s.previewMs),
        ),
      );
    }
    console.log(
      JSON.stringify({
        bench: 'start',
        events: EVENTS,
        shifts: EVENTS * SHIFTS_PER_EVENT,
        ...comparisonJson(table, baseline?.label),
      }),
    );
  } finally {
    for (const dir of [bundles, ...[...profiles.values()].map((p) => p.dataDir)])
      await rm(dir, { recursive: true, force: true });
  }
}

await main();
