import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../../../../renderer/src/shared/db/rows';
import {
  aheadWords,
  eventsToRead,
  figuresAt,
  filterDashboard,
  inScope,
  nextStarts,
  nextStartsToRead,
  toDashboardItem,
  today,
  totalsOf,
  type DashboardItem,
} from '../../../../../renderer/src/features/dashboard/dashboard-view';
import type { DashboardRow } from '../../../../../renderer/src/shared/db/queries';
import { aggregateShifts } from '../../../../../renderer/src/shared/db/fill';
import { formatShortDate, formatWallTime } from '../../../../../preload/i18n';
import { storedShift } from '../../support/builders';
import { applyBatch } from '../../../../../renderer/src/shared/db/apply-batch';
import { followedEventRows, nextShiftStarts } from '../../../../../renderer/src/features/dashboard/dashboard-queries';
import { apiShift, freshDb, shiftsBatch } from '../../shared/db/helpers';

function event(id: string, fields: Partial<StoredEvent> = {}): StoredEvent {
  return {
    id,
    name: `Event ${id} name`,
    date: '2026-11-22',
    venue: 'Arena',
    city: 'Oakland',
    clientId: '',
    notFound: false,
    ...fields,
  };
}

function item(
  id: string,
  shifts: Parameters<typeof storedShift>[0][],
  fields: Partial<DashboardRow> = {},
): DashboardItem {
  return toDashboardItem({
    eventId: id,
    event: event(id),
    totals: { ...aggregateShifts(shifts.map((s) => storedShift(s))), eventId: id, asOf: '2026-11-22T10:00:00.000Z' },
    asOf: '2026-11-22T10:00:00.000Z',
    notFound: false,
    ...fields,
  });
}

describe('a dashboard row', () => {
  it('takes fill and severity from the stored totals', () => {
    const row = item('1', [
      { quantity: 10, filled: 7 },
      { quantity: 5, filled: 5 },
    ]);
    expect(row.fill).toMatchObject({ needed: 15, filled: 12, percent: 80, severity: 'at-risk' });
    expect(row.totals?.understaffedShifts).toBe(1);
  });

  it('says "no demand" for quantity 0, never a division by zero', () => {
    expect(item('1', [{ quantity: 0, filled: 0 }]).fill).toMatchObject({ severity: 'no-demand', percent: undefined });
  });

  it('is named by id and dated by its first shift while only the id is known; no fill before a sync', () => {
    const row = toDashboardItem({
      eventId: '9',
      event: undefined,
      totals: undefined,
      asOf: undefined,
      notFound: false,
    });
    expect(row).toMatchObject({ name: 'Event 9', date: '', fill: undefined });
    const dated = toDashboardItem({
      eventId: '9',
      event: undefined,
      totals: { ...aggregateShifts([storedShift({ startTime: '2026-11-25 08:00:00' })]), eventId: '9', asOf: '' },
      asOf: undefined,
      notFound: false,
    });
    expect(dated.date).toBe('2026-11-25');
  });
});

describe('filterDashboard', () => {
  const short = item('1', [{ quantity: 10, filled: 2, startTime: '2026-11-23 08:00:00' }]);
  const full = item('2', [{ quantity: 4, filled: 4, startTime: '2026-11-22 08:00:00' }]);
  const none = item('3', [{ quantity: 0, filled: 0, startTime: '2026-11-21 08:00:00' }]);
  const unsynced = toDashboardItem({
    eventId: '4',
    event: event('4', { name: 'Zeta Expo', city: 'Berkeley' }),
    totals: undefined,
    asOf: undefined,
    notFound: false,
  });
  const all = [short, full, none, unsynced];
  /** The ids `filterDashboard` keeps of all four, in its order; no search, every event, by start unless told. */
  const kept = (filter: Partial<Parameters<typeof filterDashboard>[1]>) =>
    filterDashboard(all, { query: '', understaffedOnly: false, sort: 'start', ...filter }).map((i) => i.eventId);

  it('sorts by start, events with no time last', () => {
    expect(kept({ sort: 'start' })).toEqual(['3', '4', '2', '1']);
  });

  it('sorts by fill, lowest first; no demand and unsynced after every percentage', () => {
    expect(kept({ sort: 'fill' })).toEqual(['1', '2', '3', '4']);
  });

  it('keeps understaffed events only, and searches name, city and date words', () => {
    expect(kept({ understaffedOnly: true })).toEqual(['1']);
    expect(kept({ query: 'berkeley' })).toEqual(['4']);
    expect(kept({ query: 'zeta 22 nov' })).toEqual(['4']);
  });
});

describe('totals', () => {
  it('add up the rows given, with one fill over all', () => {
    const t = totalsOf([item('1', [{ quantity: 10, filled: 12 }]), item('2', [{ quantity: 10, filled: 4 }])]);
    expect(t).toMatchObject({ events: 2, understaffedShifts: 1 });
    // 2 extra on the first event never fill the second event's 6 open places.
    expect(t.fill).toMatchObject({ needed: 20, filled: 14, gap: 6, extra: 2, percent: 70, severity: 'short' });
  });

  it("today's events: dated today, or with a shift running now (an overnight event until it ends)", () => {
    const dated = item('1', [{}]);
    const overnight = item('2', [{ startTime: '2026-11-21 22:00:00', endTime: '2026-11-22 06:00:00' }], {
      event: event('2', { date: '2026-11-21' }),
    });
    const tomorrow = item('3', [{ startTime: '2026-11-23 08:00:00', endTime: '2026-11-23 16:00:00' }], {
      event: event('3', { date: '2026-11-23' }),
    });
    expect(today([dated, overnight, tomorrow], '2026-11-22 03:00').map((i) => i.eventId)).toEqual(['1', '2']);
    expect(today([dated, overnight, tomorrow], '2026-11-22 07:00').map((i) => i.eventId)).toEqual(['1']);
  });
});

describe('date scope', () => {
  const NOW = '2026-11-22 10:00';
  const past = item('p', [{ startTime: '2026-11-20 08:00:00', endTime: '2026-11-20 16:00:00' }], {
    event: event('p', { date: '2026-11-20' }),
  });
  const endedToday = item('e', [{ startTime: '2026-11-22 04:00:00', endTime: '2026-11-22 09:00:00' }]);
  const running = item('r', [{ startTime: '2026-11-21 22:00:00', endTime: '2026-11-22 11:00:00' }], {
    event: event('r', { date: '2026-11-21' }),
  });
  const tonight = item('t', [{ startTime: '2026-11-22 18:00:00', endTime: '2026-11-22 23:00:00' }]);
  const in6days = item('w', [{ startTime: '2026-11-28 18:00:00', endTime: '2026-11-28 23:00:00' }], {
    event: event('w', { date: '2026-11-28' }),
  });
  const in7days = item('x', [{ startTime: '2026-11-29 08:00:00', endTime: '2026-11-29 16:00:00' }], {
    event: event('x', { date: '2026-11-29' }),
  });
  const undated = toDashboardItem({
    eventId: 'u',
    event: undefined,
    totals: undefined,
    asOf: undefined,
    notFound: false,
  });
  const all = [past, endedToday, running, tonight, in6days, in7days, undated];
  const ids = (scope: Parameters<typeof inScope>[1]) => inScope(all, scope).map((i) => i.eventId);

  it('today and upcoming (the default): every event with a shift not yet ended, and the undated', () => {
    expect(ids({ scope: 'upcoming', now: NOW })).toEqual(['r', 't', 'w', 'x', 'u']);
  });

  it('past: every shift ended', () => {
    expect(ids({ scope: 'past', now: NOW })).toEqual(['p', 'e']);
    expect(
      filterDashboard(inScope(all, { scope: 'past', now: NOW }), {
        query: '',
        understaffedOnly: false,
        sort: 'recent',
      }).map((i) => i.eventId),
    ).toEqual(['e', 'p']);
  });

  it('today: what the Today totals sum; next 7 days: from now to the end of the sixth day after today', () => {
    expect(ids({ scope: 'today', now: NOW })).toEqual(['e', 'r', 't']);
    expect(ids({ scope: 'week', now: NOW })).toEqual(['r', 't', 'w']);
  });

  it('a custom range: whole days, either side open when left empty', () => {
    expect(ids({ scope: 'range', now: NOW, from: '2026-11-20', to: '2026-11-21' })).toEqual(['p', 'r']);
    expect(ids({ scope: 'range', now: NOW, from: '2026-11-28', to: '' })).toEqual(['w', 'x']);
  });

  it('a range whose To is before its From lists nothing, not the event running across midnight', () => {
    expect(ids({ scope: 'range', now: NOW, from: '2026-11-22', to: '2026-11-21' })).toEqual([]);
    expect(ids({ scope: 'range', now: NOW, from: '2026-11-21', to: '2026-11-21' })).toEqual(['r']);
  });
});
describe('an overnight event after midnight: only what has not ended counts', () => {
  // The evening shifts ended yesterday; the night shift runs until 7:30 on the 23rd.
  const shifts = [
    storedShift({
      id: 'bar',
      startTime: '2026-11-22 16:00:00',
      endTime: '2026-11-22 23:00:00',
      quantity: 40,
      filled: 10,
    }),
    storedShift({
      id: 'door',
      startTime: '2026-11-22 18:00:00',
      endTime: '2026-11-22 23:30:00',
      quantity: 45,
      filled: 0,
    }),
    // The server kept the start date on this end: it is the next morning.
    storedShift({
      id: 'night',
      startTime: '2026-11-22 22:00:00',
      endTime: '2026-11-22 07:30:00',
      quantity: 10,
      filled: 8,
    }),
  ];
  const NOW = '2026-11-23 03:00';
  const stored = toDashboardItem({
    eventId: 'n',
    event: event('n', { date: '2026-11-22' }),
    totals: { ...aggregateShifts(shifts), eventId: 'n', asOf: '' },
    asOf: '',
    notFound: false,
  });

  it('reads the shifts of an event partly over, and counts the night shift alone', () => {
    expect(eventsToRead([stored], NOW)).toEqual(['n']);
    const row = figuresAt(stored, shifts, NOW);
    expect(row.fill).toMatchObject({ needed: 10, filled: 8, gap: 2, severity: 'at-risk' });
    expect(row).toMatchObject({ endedShifts: 2, ended: false, runsUntil: '2026-11-23 07:30:00' });
    expect(totalsOf(today([row], NOW)).fill.gap).toBe(2);
    const end = '2026-11-23 07:30:00';
    expect(aheadWords(row, undefined, NOW)).toBe(`Running until ${formatShortDate(end)}, ${formatWallTime(end)}`);
    expect(formatWallTime(end, 'en-US')).toBe('7:30 AM');
    // A shift still ahead is named first.
    expect(aheadWords(row, '2026-11-23 05:00:00', NOW)).toMatch(/^Next shift /);
  });

  it('once every shift is over: final figures reading Ended, counted in no total; Past keeps them', () => {
    const later = '2026-11-23 08:00';
    expect(eventsToRead([stored], later)).toEqual([]);
    const row = figuresAt(stored, undefined, later);
    expect(row.ended).toBe(true);
    expect(row.fill).toMatchObject({ needed: 95, filled: 18, gap: 77, severity: 'ended', label: 'Ended' });
    expect(totalsOf([row])).toMatchObject({ events: 0, understaffedShifts: 0 });
    expect(aheadWords(row, undefined, later)).toBe('Ended');
    expect(inScope([figuresAt(stored, undefined, later, true)], { scope: 'past', now: later })[0]?.fill?.gap).toBe(77);
  });

  it('before the first shift ends the stored totals stand, with no shift read', () => {
    expect(eventsToRead([stored], '2026-11-22 20:00')).toEqual([]);
    expect(figuresAt(stored, undefined, '2026-11-22 20:00').fill?.gap).toBe(77);
  });

  it('an aggregate stored before it carried end times has its shifts read', () => {
    const { firstEndAt: _f, lastEndAt: _l, openEndedShifts: _o, ...old } = aggregateShifts(shifts);
    const legacy = toDashboardItem({
      eventId: 'n',
      event: event('n'),
      totals: { ...old, eventId: 'n', asOf: '' },
      asOf: '',
      notFound: false,
    });
    expect(eventsToRead([legacy], '2026-11-22 20:00')).toEqual(['n']);
    expect(figuresAt(legacy, shifts, NOW).fill?.gap).toBe(2);
  });
});

describe('next shift start', () => {
  const day = (start: string, end: string) => ({
    start_time: `2026-07-01 ${start}:00`,
    end_time: `2026-07-01 ${end}:00`,
  });
  const events = {
    ahead: [apiShift('a1', day('18:00', '23:00')), apiShift('a2', day('20:00', '23:30'))],
    underway: [
      apiShift('u1', day('08:00', '12:00')),
      apiShift('u2', day('10:00', '16:00')),
      apiShift('u3', day('17:00', '22:00')),
    ],
    // Overnight: the server kept the start date on the next morning's end.
    night: [apiShift('n1', day('22:00', '06:00')), apiShift('n2', day('23:00', '07:00'))],
    // A shift of no length at 09:00: the minute it starts it is next and over at once.
    instant: [apiShift('i1', day('07:00', '08:00')), apiShift('i2', day('09:00', '09:00'))],
  };
  const ids = Object.keys(events);

  async function stored() {
    const { db } = await freshDb();
    for (const [id, shifts] of Object.entries(events)) await applyBatch(db, shiftsBatch(id, shifts));
    return { db, items: (await followedEventRows(db, ids)).map(toDashboardItem) };
  }

  it('reads only events started with a shift maybe ahead, and gives what every event read would', async () => {
    const { db, items } = await stored();
    for (const now of [
      '2026-07-01 06:00',
      '2026-07-01 09:00',
      '2026-07-01 11:00',
      '2026-07-01 21:00',
      '2026-07-02 06:30',
      '2026-07-02 08:00',
    ]) {
      const toRead = nextStartsToRead(items, now);
      expect(nextStarts(items, await nextShiftStarts(db, toRead, now), now), now).toEqual(
        await nextShiftStarts(db, ids, now),
      );
    }
    // Before anything started and once all is over, the stored figures say it: nothing is read.
    expect(nextStartsToRead(items, '2026-07-01 06:00')).toEqual([]);
    expect(nextStartsToRead(items, '2026-07-02 08:00')).toEqual([]);
    expect(nextStartsToRead(items, '2026-07-01 11:00')).toEqual(['underway']);
    // At 09:00 the instant shift ended this very minute and is still its next: it is read.
    expect(nextStartsToRead(items, '2026-07-01 09:00')).toContain('instant');
  });
});
