/**
 * `npm run bench:start [-- --baseline <rev>]`: start to the day. From a process start (the
 * main core and its window, as the browser preview runs them: start-process.ts) to the
 * dashboard rendered from the local copy of 300 events and 12,000 shifts, offline (the server
 * is gone, so nothing but the local copy draws it). For this tree and the previous release
 * built from git, each on a profile seeded by its own sync.
 * - cold: the first start with Chromium's compiled-code caches and tsx's transform cache
 *   cleared (the OS file cache stays warm: clearing it needs the whole machine);
 * - warm: the median of the starts after it, the builds interleaved.
 * Each start is split: process to main core serving, Chromium up to the window's navigation,
 * then page to dashboard drawn.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { baselineBuild, currentBuild, ROOT, type Build } from './baseline-build.js';
import { comparisonJson, comparisonTable, interleave, medians, type Figure } from './compare.js';
import { startSimulatorProcess } from './simulator-process.js';

const EVENTS = 300;
const SHIFTS_PER_EVENT = 40;
const WARM_STARTS = 5;

interface Profile {
  dataDir: string;
  port: number;
}

/** A port free now, kept for every start of one profile: the page's origin holds its IndexedDB. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Runs start-process.ts; resolves with its JSON line (if any) and the time it was spawned. */
function startProcess(build: Build, profile: Profile, extra: string[] = [], env: NodeJS.ProcessEnv = {}) {
  const spawnedAt = Date.now();
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(ROOT, 'test/bench/start-process.ts'),
      '--root',
      build.root,
      '--data-dir',
      profile.dataDir,
      '--port',
      String(profile.port),
      ...extra,
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } },
  );
  return new Promise<{ spawnedAt: number; line: string | undefined }>((resolve, reject) => {
    let line: string | undefined;
    createInterface({ input: child.stdout! }).on('line', (l) => {
      if (l.startsWith('{')) line = l;
    });
    // 'close', not 'exit': the JSON line may still be in the pipe when the process exits.
    child.once('close', (code) =>
      code === 0 ? resolve({ spawnedAt, line }) : reject(new Error(`start of ${build.label} exited with ${code}`)),
    );
  });
}

interface Start {
  startMs: number;
  toCoreMs: number;
  coreToWindowMs: number;
  windowToDashboardMs: number;
}

async function timedStart(build: Build, profile: Profile, env: NodeJS.ProcessEnv = {}): Promise<Start> {
  const { spawnedAt, line } = await startProcess(build, profile, [], env);
  if (!line) throw new Error(`start of ${build.label} printed nothing`);
  const { coreReadyAt, navigationAt, dashboardAt, followed } = JSON.parse(line) as {
    coreReadyAt: number;
    navigationAt: number;
    dashboardAt: number;
    followed: number;
  };
  if (followed === 0) throw new Error(`start of ${build.label}: the dashboard showed no event`);
  return {
    startMs: dashboardAt - spawnedAt,
    toCoreMs: coreReadyAt - spawnedAt,
    coreToWindowMs: navigationAt - coreReadyAt,
    windowToDashboardMs: dashboardAt - navigationAt,
  };
}

/** Chromium's compiled-code caches in a profile: gone, the next start compiles the page afresh. */
const codeCaches = (profile: Profile) =>
  ['Code Cache', 'GPUCache', 'GrShaderCache', 'ShaderCache'].map((d) =>
    path.join(profile.dataDir, 'browser', 'Default', d),
  );

async function main() {
  const baseline = await baselineBuild();
  const builds = baseline ? [currentBuild, baseline] : [currentBuild];
  const sim = await startSimulatorProcess({ events: EVENTS, 'shifts-per-event': SHIFTS_PER_EVENT });
  const profiles = new Map<Build, Profile>();
  try {
    for (const build of builds) {
      const profile = { dataDir: await mkdtemp(path.join(tmpdir(), 'fieldsup-start-')), port: await freePort() };
      profiles.set(build, profile);
      await startProcess(build, profile, ['--seed', sim.url, '--api-key', sim.apiKey]);
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
    const figures = (build: Build) =>
      ({
        coldMs: cold.get(build)![0]!.startMs,
        ...Object.fromEntries(
          Object.entries(medians(warm.get(build)!)).map(([k, v]) => [`warm${k[0]!.toUpperCase()}${k.slice(1)}`, v]),
        ),
      }) as Record<string, number>;
    const now = figures(currentBuild);
    const before = baseline && figures(baseline);
    const table: Figure[] = [
      { label: 'cold start to dashboard ms', key: 'coldMs', now: now['coldMs']!, before: before?.['coldMs'] },
      {
        label: `warm start to dashboard ms (median of ${WARM_STARTS})`,
        key: 'warmStartMs',
        now: now['warmStartMs']!,
        before: before?.['warmStartMs'],
        target: '<= 1000',
      },
      {
        label: '  process start to main core serving (Node, tsx, core)',
        key: 'warmToCoreMs',
        now: now['warmToCoreMs']!,
        before: before?.['warmToCoreMs'],
      },
      {
        label: '  core serving to window navigation (Chromium up)',
        key: 'warmCoreToWindowMs',
        now: now['warmCoreToWindowMs']!,
        before: before?.['warmCoreToWindowMs'],
      },
      {
        label: '  window navigation to dashboard drawn',
        key: 'warmWindowToDashboardMs',
        now: now['warmWindowToDashboardMs']!,
        before: before?.['warmWindowToDashboardMs'],
      },
    ];
    console.log(
      `\n${comparisonTable(`start to the day: ${EVENTS} events, ${EVENTS * SHIFTS_PER_EVENT} shifts stored, offline`, table, baseline?.label).join('\n')}`,
    );
    for (const build of builds)
      console.log(
        `  warm starts ms (${build.label}): ${warm
          .get(build)!
          .map((s) => Math.round(s.startMs))
          .join(' ')}`,
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
