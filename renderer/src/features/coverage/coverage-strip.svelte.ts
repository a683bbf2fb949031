/**
 * What the coverage strip thinks (CoverageStrip.svelte draws): the step the keyboard or the
 * pointer is on, the figures read there, the gap a step belongs to, and the span of the gap the
 * list is filtered to.
 */
import type { Coverage } from './coverage';
import type { Gap } from './gaps';
import { pastFirstDay, stepWords } from './step-words';
import { stepAt } from './strip-shapes';

const STEP_MS = 15 * 60_000;

export interface StripInput {
  coverage: Coverage;
  gaps: readonly Gap[];
  now: number;
  chosen: Gap | undefined;
  /** Say how many events each moment spans. */
  events: boolean;
  onchoose: (gap: Gap | undefined) => void;
}

export class CoverageStripState {
  /** The step the keyboard or the pointer is on; undefined until one moves there. */
  cursor = $state<number | undefined>(undefined);
  readonly #input: () => StripInput;

  constructor(input: () => StripInput) {
    this.#input = input;
  }

  /** The step holding the clock: where the keyboard starts. */
  get atNow(): number {
    const { coverage, now } = this.#input();
    return Math.max(0, coverage.steps.findLastIndex((s) => s.at <= now));
  }

  get at(): number {
    return this.cursor ?? this.atNow;
  }

  /** The figures at the step read, in words (the slider's aria-valuetext). */
  get reading(): string {
    const { coverage, events } = this.#input();
    const step = coverage.steps[this.at];
    return step ? stepWords(step, events, undefined, pastFirstDay(coverage, this.at)) : '';
  }

  /** Indexes of the first step of the chosen gap and of the step after it, to draw its span. */
  chosenSpan(): { from: number; after: number } | undefined {
    const { coverage, chosen } = this.#input();
    if (!chosen) return undefined;
    return {
      from: coverage.steps.findIndex((s) => s.at === chosen.from),
      after: coverage.steps.findIndex((s) => s.at + STEP_MS === chosen.to) + 1,
    };
  }

  onkeydown(e: KeyboardEvent): void {
    const n = this.#input().coverage.steps.length;
    const at = this.at;
    const moves: Record<string, number> = {
      ArrowRight: at + 1,
      ArrowLeft: at - 1,
      ArrowUp: at + 1,
      ArrowDown: at - 1,
      PageUp: at + 4,
      PageDown: at - 4,
      Home: 0,
      End: n - 1,
    };
    if (e.key in moves) {
      e.preventDefault();
      this.cursor = Math.min(n - 1, Math.max(0, moves[e.key]!));
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.choose();
    }
  }

  /** The pointer at x pixels into a strip `width` wide. */
  point(x: number, width: number): void {
    this.cursor = stepAt(this.#input().coverage, width, x);
  }

  /** Filter to the gap of the step read, or clear it when it is already chosen. */
  choose(): void {
    const { coverage, gaps, chosen, onchoose } = this.#input();
    const step = coverage.steps[this.at];
    const gap = step && step.short > 0 ? gaps.find((g) => g.from <= step.at && step.at < g.to) : undefined;
    if (gap) onchoose(gap.from === chosen?.from ? undefined : gap);
  }
}
