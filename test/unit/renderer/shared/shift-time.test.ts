import { describe, expect, it } from 'vitest';
import { formatDuration, shiftMinutes, toShiftTime } from '../../../../renderer/src/shared/shift-time';

describe('toShiftTime', () => {
  it('writes local time in the fixed-width API form', () => {
    expect(toShiftTime(new Date(2026, 6, 4, 7, 5, 9))).toBe('2026-07-04 07:05:09');
    expect(toShiftTime(new Date(2026, 11, 31, 23, 59, 59))).toBe('2026-12-31 23:59:59');
  });
});

describe('shiftMinutes and formatDuration', () => {
  it.each([
    ['2026-07-01 22:00:00', '2026-07-02 06:00:00', 480, '8 h'],
    ['2026-07-01 22:00:00', '2026-07-01 06:30:00', 510, '8 h 30 min'],
    ['2026-07-01 08:00:00', '2026-07-01 08:45:00', 45, '45 min'],
    ['2026-12-31 20:00:00', '2027-01-01 04:15:00', 495, '8 h 15 min'],
  ])('%s → %s runs %i minutes (%s)', (start, end, minutes, text) => {
    expect(shiftMinutes(start, end)).toBe(minutes);
    expect(formatDuration(minutes)).toBe(text);
  });

  it('gives nothing for unreadable times or an end days before the start', () => {
    expect(shiftMinutes('soon', '2026-07-01 06:00:00')).toBeUndefined();
    expect(shiftMinutes('2026-07-02 08:00:00', '2026-07-01 09:00:00')).toBeUndefined();
  });
});
