// The strip read by keyboard: arrows walk the 15-minute steps from the one holding the clock,
// Enter on a short moment filters the list to its gap and Enter again clears it.
import { describe, expect, it } from 'vitest';
import { storedShift } from '../../support/builders';
import { coverageOf } from '../../../../../renderer/src/features/coverage/coverage';
import { CoverageStripState } from '../../../../../renderer/src/features/coverage/coverage-strip.svelte';
import { gapsOf, type Gap } from '../../../../../renderer/src/features/coverage/gaps';

const ZONE = 'Europe/Madrid';
const shift = (id: string, start: string, end: string, quantity: number, filled: number) =>
  storedShift({ id, startTime: `2026-11-22 ${start}:00`, endTime: `2026-11-22 ${end}:00`, quantity, filled });
const key = (k: string) => ({ key: k, preventDefault() {} }) as KeyboardEvent;

describe('the coverage strip read by keyboard', () => {
  const coverage = coverageOf([shift('bar', '09:00', '12:00', 4, 4), shift('doors', '10:00', '11:00', 20, 9)], ZONE);
  const gaps = gapsOf(coverage);
  const at = (wall: string) => coverage.steps.findIndex((s) => s.wall === wall);

  function strip(now: number) {
    const input = { coverage, gaps, now, chosen: undefined as Gap | undefined, events: false, onchoose: (g: Gap | undefined) => void (input.chosen = g) };
    return { state: new CoverageStripState(() => input), input };
  }

  it('starts on the step holding the clock and walks by arrows, pages, Home and End', () => {
    const { state } = strip(coverage.steps[at('2026-11-22 09:30')]!.at + 60_000);
    expect(state.at).toBe(at('2026-11-22 09:30'));
    state.onkeydown(key('ArrowRight'));
    expect(state.at).toBe(at('2026-11-22 09:45'));
    state.onkeydown(key('PageUp'));
    expect(state.at).toBe(at('2026-11-22 10:45'));
    state.onkeydown(key('End'));
    expect(state.at).toBe(coverage.steps.length - 1);
    state.onkeydown(key('ArrowRight'));
    expect(state.at).toBe(coverage.steps.length - 1);
    state.onkeydown(key('Home'));
    expect(state.at).toBe(0);
  });

  it('chooses the gap of a short moment with Enter, clears it with Enter again, and ignores a full moment', () => {
    const { state, input } = strip(coverage.steps[at('2026-11-22 10:15')]!.at);
    state.onkeydown(key('Enter'));
    expect(input.chosen).toBe(gaps[0]);
    expect(state.chosenSpan()).toEqual({ from: at('2026-11-22 10:00'), after: at('2026-11-22 11:00') });
    state.onkeydown(key('Enter'));
    expect(input.chosen).toBeUndefined();
    state.cursor = at('2026-11-22 09:00');
    state.onkeydown(key('Enter'));
    expect(input.chosen).toBeUndefined();
  });
});
