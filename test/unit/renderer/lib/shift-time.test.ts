import { describe, expect, it } from 'vitest';
import { toShiftTime } from '../../../../renderer/src/lib/shift-time';

describe('toShiftTime', () => {
  it('writes local time in the fixed-width API form', () => {
    expect(toShiftTime(new Date(2026, 6, 4, 7, 5, 9))).toBe('2026-07-04 07:05:09');
    expect(toShiftTime(new Date(2026, 11, 31, 23, 59, 59))).toBe('2026-12-31 23:59:59');
  });
});
