// The gaps a supervisor reads under the picture: runs of short steps, their peak, biggest first.
import { describe, expect, it } from 'vitest';
import { storedShift } from '../../support/builders';
import { coverageOf } from '../../../../../renderer/src/features/coverage/coverage';
import { biggestGaps, gapsOf, gapsSentence, gapWords, joinsFloor } from '../../../../../renderer/src/features/coverage/gaps';

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

  it('says the gaps still ahead before those over, so the afternoon reads what is left of the day', () => {
    const gaps = gapsOf(coverage);
    const at = (wall: string) => coverage.steps.find((s) => s.wall === `2026-11-22 ${wall}`)!.at;
    expect(gapWords(biggestGaps(gaps, 1, at('12:00'))[0]!, 'en-GB')).toBe('Short 2 from 15:00 to 16:00');
    expect(biggestGaps(gaps, 2, at('12:00')).map((g) => g.peak)).toEqual([2, 11]);
    // Running still counts as ahead; once all are over, the biggest again.
    expect(biggestGaps(gaps, 1, at('11:00'))[0]!.peak).toBe(11);
    expect(biggestGaps(gaps, 1, at('16:45'))[0]!.peak).toBe(11);
  });

  it('says "up to" when a run is short by different numbers', () => {
    const gaps = gapsOf(coverageOf([shift('a', '10:00', '12:00', 6, 0), shift('b', '11:00', '12:00', 2, 0)], ZONE));
    expect(gapWords(gaps[0]!, 'en-GB')).toBe('Short up to 8 from 10:00 to 12:00');
  });

  // The demo's day read "Short up to 103 from 11:00 to 21:30": a whole day between 60 and 103
  // short was one gap (half the peak joined), so the worst hours could not be seen.
  it('splits a long run where the shortfall changes materially, the worst hours first', () => {
    const day = coverageOf(
      [
        shift('floor', '11:00', '21:30', 90, 30), // short 60 all along
        shift('rush', '17:00', '18:30', 43, 0), // short 103 at the peak
        shift('bar', '19:00', '20:00', 12, 0), // short 72
      ],
      ZONE,
    );
    const gaps = gapsOf(day);
    expect(gaps.map((g) => [g.fromWall.slice(11), g.toWall.slice(11), g.peak, g.steady])).toEqual([
      ['11:00', '17:00', 60, true],
      ['17:00', '18:30', 103, true],
      ['18:30', '21:30', 72, false], // 60 is within three quarters of 72
    ]);
    expect(gapWords(biggestGaps(gaps, 1)[0]!, 'en-GB')).toBe('Short 103 from 17:00 to 18:30');
    expect(gapWords(biggestGaps(gaps, 1)[0]!, 'en-GB', true)).toBe('103 short 17:00–18:30');
    // Small numbers stay together: 3 and 2 short are one gap.
    const small = gapsOf(coverageOf([shift('a', '10:00', '12:00', 2, 0), shift('b', '11:00', '12:00', 1, 0)], ZONE));
    expect(small.map((g) => [g.fromWall.slice(11), g.toWall.slice(11), g.peak])).toEqual([['10:00', '12:00', 3]]);
  });

  it('joins a step to a gap when it is short by three quarters of the peak or within 2 of it', () => {
    expect([1, 2, 3, 4, 8, 12, 103].map(joinsFloor)).toEqual([1, 1, 1, 2, 6, 9, 78]);
  });
});
