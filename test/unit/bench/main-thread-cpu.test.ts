import { describe, expect, it } from 'vitest';
import { cpuBeforeMark } from '../../bench/main-thread-cpu.js';

const task = (ts: number, dur: number, tdur: number, tid = 1) => ({
  name: 'RunTask',
  ph: 'X',
  pid: 7,
  tid,
  ts,
  dur,
  tdur,
});
const mark = (name: string, ts: number) => ({ name, ph: 'R', pid: 7, tid: 1, ts });

describe('main-thread CPU to a mark', () => {
  it("counts the thread's own time of its tasks since the last navigation, the mark's task up to the mark", () => {
    const events = [
      mark('navigationStart', 0),
      task(-5_000, 4_000, 4_000), // the page before: not counted
      mark('navigationStart', 10_000),
      task(11_000, 8_000, 6_000), // waited 2 ms for a core: 6 ms counted
      task(20_000, 3_000, 3_000, 2), // another thread
      task(30_000, 10_000, 10_000), // the mark's task, half of it before the mark
      mark('dashboard-rendered', 35_000),
      task(41_000, 5_000, 5_000), // after the mark
    ];
    expect(cpuBeforeMark(events, 'dashboard-rendered')).toBe(11);
  });

  it('says so when the trace holds no navigation before the mark', () => {
    expect(() => cpuBeforeMark([mark('dashboard-rendered', 5)], 'dashboard-rendered')).toThrow(/no navigation start/);
  });
});
