import { describe, expect, it } from 'vitest';
import { Store } from '../../../../main/simulator/store.js';
import { localToday } from '../../../../main/simulator/time.js';

const dates = (store: Store) => store.data.events.map((e) => `${e.summary.id} ${e.summary.date}`);

describe("the simulator's today", () => {
  it("defaults to this machine's local date, so the demo's Today is the supervisor's", () => {
    expect(localToday(new Date(2027, 0, 5, 23, 30))).toBe('2027-01-05');
    expect(new Store({ seed: 1 }).data.today).toBe(localToday());
  });

  it('is deterministic for a seed and a date, and a pinned date moves the whole calendar with it', () => {
    expect(dates(new Store({ seed: 1, today: '2026-11-22' }))).toEqual(
      dates(new Store({ seed: 1, today: '2026-11-22' })),
    );
    const later = new Store({ seed: 1, today: '2026-11-24' }).data.events.map((e) => e.summary.date);
    const earlier = new Store({ seed: 1, today: '2026-11-22' }).data.events.map((e) => e.summary.date);
    expect(later).toHaveLength(earlier.length);
    expect(later.filter((d) => d === '2026-11-24').length).toBeGreaterThanOrEqual(2);
  });

  it('always has events today, with their shifts dated today', () => {
    const store = new Store({ seed: 3, today: '2027-03-10' });
    const todays = store.data.events.filter((e) => e.summary.date === '2027-03-10');
    expect(todays.length).toBeGreaterThanOrEqual(2);
    for (const e of todays) expect(e.shifts[0]?.start_time?.startsWith('2027-03-1')).toBe(true);
  });
});
