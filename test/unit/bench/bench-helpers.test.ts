import { describe, expect, it } from 'vitest';
import { chromiumRole, cpuTicksFromStat } from '../../bench/process-cpu.js';
import {
  bucketsOf,
  byAskingFile,
  MAIN_CORE_RULES,
  rendererFile,
  topUnnamed,
  WINDOW_RULES,
  withSources,
} from '../../bench/profile-buckets.js';
import { rowCount, writesOf } from '../../bench/storage-floor.js';
import type { SyncBatch } from '../../../preload/contract.js';

describe('process CPU from /proc/<pid>/stat', () => {
  it('adds user and system ticks, even when the command name holds spaces and parentheses', () => {
    const stat = '4242 (node (sim) x) S 1 4242 4242 0 -1 4194304 127 0 0 0 150 25 0 0 20 0 1 0 45312';
    expect(cpuTicksFromStat(stat)).toBe(175);
  });

  it('refuses a line that is not a stat line', () => {
    expect(() => cpuTicksFromStat('nothing here')).toThrow(/stat/);
  });
});

describe('CPU profile buckets', () => {
  const node = (id: number, functionName: string, url: string) => ({ id, callFrame: { functionName, url } });
  const profile = {
    nodes: [
      node(1, '(idle)', ''),
      node(2, 'parse', ''),
      node(3, 'safeParse', 'file:///x/node_modules/zod/v4/core/parse.js'),
      node(4, 'normaliseShift', 'file:///x/main/core/sync/normalise.ts'),
      node(5, 'mystery', 'file:///x/elsewhere.js'),
    ],
    // Each sample's time is the next delta: 2 ms of JSON, 3 of zod, 4 of normalise, 1 other, idle dropped.
    samples: [2, 3, 4, 1, 5, 2],
    timeDeltas: [0, 2000, 3000, 4000, 9000, 1000, 0],
  };

  it('sums self time per step, leaves idle out, and sorts the largest first', () => {
    expect(bucketsOf(profile, MAIN_CORE_RULES)).toEqual([
      ['normalise', 4],
      ['validate (zod)', 3],
      ['parse (JSON)', 2],
      ['other', 1],
    ]);
  });
});

describe('storage floor writes', () => {
  it('groups each message’s data rows by store, one row for a worker’s hours, none for a not-found mark', () => {
    const batches = [
      { kind: 'event-shifts', batchId: 'a', asOf: 't', eventId: '1', shifts: [{ id: 's1' }, { id: 's2' }] },
      { kind: 'worker-hours', batchId: 'b', asOf: 't', workerId: 'w', hours: { workerId: 'w' } },
      { kind: 'not-found', batchId: 'c', asOf: 't', set: { type: 'event', id: '9' } },
    ] as unknown as SyncBatch[];
    const writes = writesOf([batches, [batches[0]!]]);
    expect(writes).toEqual([
      { shifts: [{ id: 's1' }, { id: 's2' }], workerHours: [{ workerId: 'w' }] },
      { shifts: [{ id: 's1' }, { id: 's2' }] },
    ]);
    expect(rowCount(writes)).toBe(5);
  });
});

describe('Chromium process roles', () => {
  const browser = '/tmp/chromium';
  it('tells the window, the storage service and the browser apart, NUL-separated or retitled', () => {
    expect(chromiumRole('/tmp/chromium\0--headless=new\0--no-sandbox', browser)).toBe('browser');
    expect(chromiumRole('/tmp/chromium --type=renderer --lang=en', browser)).toBe('window (renderer)');
    expect(chromiumRole('/tmp/chromium --type=utility --utility-sub-type=storage.mojom.StorageService', browser)).toBe(
      'storage service (IndexedDB)',
    );
    expect(chromiumRole('/tmp/chromium --type=zygote', browser)).toBe('other Chromium');
  });

  it('leaves other processes out (the simulator, the shell)', () => {
    expect(chromiumRole('/usr/bin/node\0--import\0tsx\0main/simulator/cli.ts', browser)).toBeUndefined();
  });
});

describe('profile frames mapped to their sources', () => {
  it('replaces a bundle position by its source file and keeps frames the map does not know', () => {
    const profile = {
      nodes: [
        { id: 1, callFrame: { functionName: 'a', url: 'http://x/assets/index.js', lineNumber: 0, columnNumber: 10 } },
        { id: 2, callFrame: { functionName: 'parse', url: '' } },
      ],
      samples: [1, 2, 1],
      timeDeltas: [0, 1000, 2000, 0],
    };
    const mapped = withSources(profile, (url, line, column) =>
      url && line === 0 && column === 10 ? '/repo/node_modules/dexie/dist/dexie.mjs' : undefined,
    );
    expect(mapped.nodes.map((n) => n.callFrame.url)).toEqual(['/repo/node_modules/dexie/dist/dexie.mjs', '']);
    expect(bucketsOf(mapped, WINDOW_RULES)).toEqual([
      ['parse messages (JSON)', 2],
      ['Dexie (IndexedDB wrapper)', 1],
    ]);
  });
});

describe('what "other" is', () => {
  it('lists the unnamed functions with the most self time, with their file', () => {
    const profile = {
      nodes: [
        { id: 1, callFrame: { functionName: 'put', url: 'file:///x/lib/idb.js' } },
        { id: 2, callFrame: { functionName: 'normaliseShift', url: 'file:///x/main/core/sync/normalise.ts' } },
        { id: 3, callFrame: { functionName: '', url: 'file:///x/lib/idb.js' } },
      ],
      samples: [1, 2, 3, 1],
      timeDeltas: [0, 3000, 5000, 1000, 4000],
    };
    expect(topUnnamed(profile, MAIN_CORE_RULES, 5)).toEqual([
      ['put lib/idb.js', 7],
      ['(anonymous) lib/idb.js', 1],
    ]);
  });
});

describe('time by the app file that asked', () => {
  it('counts library and native samples for their nearest app caller', () => {
    const frame = (functionName: string, url: string) => ({ functionName, url });
    const profile = {
      nodes: [
        { id: 1, callFrame: frame('(root)', ''), children: [2, 5] },
        { id: 2, callFrame: frame('load', '/r/renderer/src/features/dashboard/queries.ts'), children: [3] },
        { id: 3, callFrame: frame('toArray', '/r/node_modules/dexie/dist/dexie.mjs'), children: [4] },
        { id: 4, callFrame: frame('getAll', ''), children: [] },
        { id: 5, callFrame: frame('apply', '/r/renderer/src/shared/db/apply-batch.ts'), children: [] },
      ],
      samples: [4, 3, 5, 1],
      timeDeltas: [0, 4000, 1000, 2000, 500],
    };
    expect(byAskingFile(profile, rendererFile, 5)).toEqual([
      ['features/dashboard/queries.ts', 5],
      ['shared/db/apply-batch.ts', 2],
      ['(no app caller)', 0.5],
    ]);
  });
});
