import { describe, expect, it } from 'vitest';
import { cpuTicksFromStat } from '../../bench/process-cpu.js';
import { bucketsOf, MAIN_CORE_RULES } from '../../bench/profile-buckets.js';
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
