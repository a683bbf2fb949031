// The coverage picture's shapes: its hour marks read in the app's own clock, as the gaps' words
// beside them do, with room for each label.
import { describe, expect, it } from 'vitest';
import { coverageOf } from '../../../../../renderer/src/features/coverage/coverage';
import { stripShapes } from '../../../../../renderer/src/features/coverage/strip-shapes';
import { storedShift } from '../../support/builders';

// A day from 6 AM to 6 AM the next morning, as the demo's overnight events run.
const coverage = coverageOf(
  [storedShift({ id: 'a', startTime: '2026-07-15 06:00:00', endTime: '2026-07-16 06:00:00', quantity: 3, filled: 1 })],
  'UTC',
);

describe('the coverage picture', () => {
  it('marks the hours in the clock the words use ("6:00 PM", not "18:00"), never closer than a label', () => {
    const { ticks } = stripShapes(coverage, 760, 120, 0, undefined, 'en-US');
    expect(ticks.length).toBeGreaterThan(4);
    expect(ticks[0]!.label).toMatch(/^6:00\s?AM$/);
    for (const tick of ticks) expect(tick.label).toMatch(/^\d{1,2}:00\s?[AP]M$/);
    for (let i = 1; i < ticks.length; i += 1) expect(ticks[i]!.x - ticks[i - 1]!.x).toBeGreaterThanOrEqual(64);
    // The last label is drawn inside the picture: a mark too near its end goes unlabelled.
    expect(ticks.at(-1)!.x).toBeLessThanOrEqual(760 - 52);
    // Spanish reads its own clock.
    expect(stripShapes(coverage, 760, 120, 0, undefined, 'es-ES').ticks.map((t) => t.label)).toContain('18:00');
  });
});
