import { describe, expect, it } from 'vitest';
import { isOvernight } from '../../../preload/shift-time';

describe('isOvernight', () => {
  it.each([
    ['2026-07-01 22:00:00', '2026-07-02 06:00:00', true],
    ['2026-07-01 22:00:00', '2026-07-01 06:00:00', true],
    ['2026-07-01 08:00:00', '2026-07-01 16:00:00', false],
    ['2026-07-01 08:00:00', '2026-07-01 08:00:00', false],
    ['2026-07-01 08:00:00', '2026-07-02 08:00:00', true],
    ['2026-07-01 23:59:59', '2026-07-01 23:59:58', true],
    ['2026-07-01 08:00', '2026-07-01 07:59:59', true],
    ['2026-07-01T22:00:00', '2026-07-02T01:00:00', true],
    ['2026-07-01 08:00:00', '', false],
    ['', '2026-07-01 06:00:00', false],
    ['soon', 'later', false],
  ])('%s → %s: %s', (start, end, overnight) => {
    expect(isOvernight(start, end)).toBe(overnight);
  });
});
