// The contract's clock: the supervisor's today, "now" as shift-time text, and when a shift ends.
import { describe, expect, it } from 'vitest';
import { addDays, hasEnded, localDay, shiftEnd, toShiftTime } from '../../../preload/time';

describe('localDay and toShiftTime', () => {
  it("read this machine's wall clock, not UTC: 00:30 local is still that local date", () => {
    const justAfterMidnight = new Date(2026, 10, 26, 0, 30, 5);
    expect(localDay(justAfterMidnight)).toBe('2026-11-26');
    expect(toShiftTime(justAfterMidnight)).toBe('2026-11-26 00:30:05');
    const lateEvening = new Date(2026, 10, 25, 23, 59, 0);
    expect(localDay(lateEvening)).toBe('2026-11-25');
  });

  it('adds days across month and leap-year ends', () => {
    expect(addDays('2026-11-28', 7)).toBe('2026-12-05');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('shiftEnd and hasEnded', () => {
  it.each([
    ['a day shift ends at its end time', '2026-11-25 08:00:00', '2026-11-25 16:00:00', '2026-11-25 16:00:00'],
    ['an overnight shift dated the next day', '2026-11-25 22:00:00', '2026-11-26 07:30:00', '2026-11-26 07:30:00'],
    [
      'an overnight shift whose end kept the start date',
      '2026-11-25 22:00:00',
      '2026-11-25 07:30:00',
      '2026-11-26 07:30:00',
    ],
    ['with a T and no seconds', '2026-11-25T22:00', '2026-11-25T06:00', '2026-11-26 06:00:00'],
    ['with no start, the end as written', '', '2026-11-25 16:00:00', '2026-11-25 16:00:00'],
    ['with no end: no known end', '2026-11-25 08:00:00', '', undefined],
    ['with an end dated before its start: no known end', '2026-11-25 08:00:00', '2026-11-24 16:00:00', undefined],
  ])('%s', (_what, startTime, endTime, end) => {
    expect(shiftEnd({ startTime, endTime })).toBe(end);
  });

  it('an overnight shift has not ended at 3 AM the next morning, and has at its end', () => {
    const shift = { startTime: '2026-11-25 22:00:00', endTime: '2026-11-25 07:30:00' };
    expect(hasEnded(shift, '2026-11-25 23:00')).toBe(false);
    expect(hasEnded(shift, '2026-11-26 03:00')).toBe(false);
    expect(hasEnded(shift, '2026-11-26 07:29')).toBe(false);
    expect(hasEnded(shift, '2026-11-26 07:30')).toBe(true);
    expect(hasEnded(shift, '2026-11-26 07:30:00')).toBe(true);
  });

  it('a shift with no readable end never counts as ended', () => {
    expect(hasEnded({ startTime: '2026-11-20 08:00:00', endTime: '' }, '2027-01-01 00:00')).toBe(false);
  });
});
