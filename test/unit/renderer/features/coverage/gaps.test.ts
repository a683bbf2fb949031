// The gaps a supervisor reads under the picture: runs of short steps, their peak, biggest first.
import { describe, expect, it } from 'vitest';
import { storedShift } from '../../support/builders';
import { coverageOf } from '../../../../../renderer/src/features/coverage/coverage';
import { biggestGaps, gapsOf, gapsSentence, gapWords } from '../../../../../renderer/src/features/coverage/gaps';

const ZONE = 'Europe/Madrid';
const shift = (id: string, start: string, end: string, quantity: number, filled: number) =>
  storedShift({ id, startTime: `2026-11-22 ${start}:00`, endTime: `2026-11-22 ${end}:00`, quantity, filled });

describe('gaps in words', () => {
  const coverage = coverageOf(
    [
      shift('doors', '10:00', '11:30', 20, 9), // short 11
      shift('bar', '09:00', '17:00', 4, 4),
      shift('late', '15:00', '16:00', 3, 1), // short 2
      shift('extra', '16:00', '17:00', 2, 5), // overfilled, never a gap
    ],
    ZONE,
  );

  it('finds each run of short steps with its peak, in time order', () => {
    const gaps = gapsOf(coverage);
    expect(gaps.map((g) => [g.fromWall, g.toWall, g.peak, g.steady])).toEqual([
      ['2026-11-22 10:00', '2026-11-22 11:30', 11, true],
      ['2026-11-22 15:00', '2026-11-22 16:00', 2, true],
    ]);
  });

  it('says the biggest first, in plain words', () => {
    const gaps = gapsOf(coverage);
    expect(gapWords(biggestGaps(gaps, 1)[0]!, 'en-GB')).toBe('Short 11 from 10:00 to 11:30');
    expect(gapsSentence(gaps, 1, 'en-GB')).toBe('Short 11 from 10:00 to 11:30; 1 more gap');
    expect(gapsSentence([], 2, 'en-GB')).toBe('No one short at any time');
  });

  it('cuts a day short all along around its peaks, every short step in one gap', () => {
    const gaps = gapsOf(
      coverageOf([shift('day', '08:00', '20:00', 3, 1), shift('rush', '12:00', '14:00', 10, 0)], ZONE),
    );
    expect(gaps.map((g) => [g.fromWall.slice(11), g.toWall.slice(11), g.peak])).toEqual([
      ['08:00', '12:00', 2],
      ['12:00', '14:00', 12],
      ['14:00', '20:00', 2],
    ]);
    expect(gapWords(biggestGaps(gaps, 1)[0]!, 'en-GB')).toBe('Short 12 from 12:00 to 14:00');
  });

  it('says "up to" when a run is short by different numbers', () => {
    const gaps = gapsOf(coverageOf([shift('a', '10:00', '12:00', 5, 0), shift('b', '11:00', '12:00', 3, 0)], ZONE));
    expect(gapWords(gaps[0]!, 'en-GB')).toBe('Short up to 8 from 10:00 to 12:00');
  });
});
