/**
 * Where a CPU profile's time went, in a few named buckets: self time per sample, summed by the
 * first rule that matches the sampled function. Idle and "(program)" samples are not work of
 * ours and are left out.
 */

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber?: number; columnNumber?: number };
}

/** The parts of a V8 / DevTools CPU profile used here. */
export interface CpuProfile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

export interface BucketRule {
  bucket: string;
  matches(frame: ProfileNode['callFrame']): boolean;
}

const NOT_WORK = new Set(['(idle)', '(program)']);

/**
 * Milliseconds of work per key, largest first: each sample's time (the delta to the next sample,
 * DevTools' own convention) counts for the key its node and frame give; undefined skips it.
 */
function selfTimeBy(
  profile: CpuProfile,
  keyOf: (id: number, frame: ProfileNode['callFrame']) => string | undefined,
): [key: string, ms: number][] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const totals = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const frame = byId.get(samples[i]!);
    const key = frame && !NOT_WORK.has(frame.functionName) ? keyOf(samples[i]!, frame) : undefined;
    if (key !== undefined) totals.set(key, (totals.get(key) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/** Milliseconds per bucket, the unmatched under `other`, largest first. */
export function bucketsOf(profile: CpuProfile, rules: readonly BucketRule[]): [bucket: string, ms: number][] {
  return selfTimeBy(profile, (_id, frame) => rules.find((r) => r.matches(frame))?.bucket ?? 'other');
}

const inUrl = (part: string) => (f: ProfileNode['callFrame']) => f.url.includes(part);

/** The main core's steps in a sync, as its modules and libraries name them. */
export const MAIN_CORE_RULES: readonly BucketRule[] = [
  { bucket: 'garbage collection', matches: (f) => f.functionName === '(garbage collector)' },
  { bucket: 'parse (JSON)', matches: (f) => f.url === '' && f.functionName === 'parse' },
  { bucket: 'validate (zod)', matches: (f) => inUrl('/zod/')(f) || inUrl('/main/core/api/schemas')(f) },
  { bucket: 'normalise', matches: inUrl('/main/core/sync/normalise') },
  { bucket: 'serialise to the window (JSON)', matches: (f) => f.url === '' && f.functionName === 'stringify' },
  {
    bucket: 'HTTP (undici, sockets, streams)',
    matches: (f) => inUrl('undici')(f) || inUrl('node:internal/')(f) || inUrl('node:net')(f),
  },
  { bucket: 'pipe to the window (ws, preview)', matches: (f) => inUrl('/ws/')(f) || inUrl('/main/preview/')(f) },
  { bucket: 'sync run, client, delivery', matches: (f) => inUrl('/main/core/')(f) },
  { bucket: 'harness (Playwright)', matches: inUrl('playwright-core') },
];

/** The profile with each frame's url replaced by the source it came from (a source map's answer). */
export function withSources(
  profile: CpuProfile,
  sourceOf: (url: string, line: number, column: number) => string | undefined,
): CpuProfile {
  return {
    ...profile,
    nodes: profile.nodes.map((n) => ({
      ...n,
      callFrame: {
        ...n.callFrame,
        url: sourceOf(n.callFrame.url, n.callFrame.lineNumber ?? 0, n.callFrame.columnNumber ?? 0) ?? n.callFrame.url,
      },
    })),
  };
}

/** The window's steps in a sync, by the source file (mapped from the bundle) of each sample. */
export const WINDOW_RULES: readonly BucketRule[] = [
  { bucket: 'garbage collection', matches: (f) => f.functionName === '(garbage collector)' },
  { bucket: 'parse messages (JSON)', matches: (f) => f.url === '' && f.functionName === 'parse' },
  { bucket: 'Dexie (IndexedDB wrapper)', matches: inUrl('/dexie/') },
  { bucket: 'apply batch: diff', matches: inUrl('renderer/src/shared/db/diff-set') },
  { bucket: 'apply batch: aggregate', matches: inUrl('renderer/src/shared/db/fill') },
  { bucket: 'apply batch: record changes', matches: inUrl('renderer/src/shared/db/shift-changes') },
  { bucket: 'apply batch: the rest', matches: inUrl('renderer/src/shared/db/apply-batch') },
  {
    bucket: 'batch receiver, alerts round',
    matches: (f) => inUrl('renderer/src/shared/sync/')(f) || inUrl('features/alerts/')(f),
  },
  { bucket: 'other queries (shared/db)', matches: inUrl('renderer/src/shared/db/') },
  { bucket: 'Svelte (UI updates)', matches: inUrl('/svelte/') },
  { bucket: 'screens, state (features, shared)', matches: (f) => inUrl('renderer/src/')(f) },
  { bucket: 'IPC bridge (preload, preview socket)', matches: (f) => inUrl('preload/')(f) || inUrl('bridge')(f) },
];

/** The functions with the most self time among samples no rule names: what "other" is. */
export function topUnnamed(
  profile: CpuProfile,
  rules: readonly BucketRule[],
  count: number,
): [frame: string, ms: number][] {
  return selfTimeBy(profile, (_id, frame) =>
    rules.some((r) => r.matches(frame))
      ? undefined
      : `${frame.functionName || '(anonymous)'} ${frame.url.split('/').slice(-2).join('/')}`.trim(),
  ).slice(0, count);
}

/**
 * Self time per app source file that asked for it: a sample in a library or a native call
 * (Dexie, IndexedDB's get/put) counts for the nearest caller in `ours`, so the reads a
 * screen's live query makes are told from those the batch apply makes. Largest first.
 */
export function byAskingFile(
  profile: CpuProfile & { nodes: (ProfileNode & { children?: number[] })[] },
  ours: (url: string) => string | undefined,
  count: number,
): [file: string, ms: number][] {
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const asker = new Map<number, string>();
  const askerOf = (id: number): string => {
    const known = asker.get(id);
    if (known !== undefined) return known;
    const frame = byId.get(id);
    const up = parent.get(id);
    const file = (frame && ours(frame.url)) ?? (up === undefined ? '(no app caller)' : askerOf(up));
    asker.set(id, file);
    return file;
  };
  return selfTimeBy(profile, (id, frame) =>
    frame.functionName === '(garbage collector)' ? undefined : askerOf(id),
  ).slice(0, count);
}

/** The renderer's own source files, short ("features/dashboard/x.ts"); undefined for libraries. */
export const rendererFile = (url: string): string | undefined => {
  const at = url.indexOf('renderer/src/');
  return at < 0 ? undefined : url.slice(at + 'renderer/src/'.length);
};
