/**
 * Keys 1–9 on the dashboard: the Nth shift short soon, in the order the chip counts them and the
 * panel numbers them, whether the panel is open or not (a supervisor who knows "1 is the most
 * urgent" presses it without opening anything). The jump opens the event with that shift
 * scrolled into view and marked, so a key never lands on something unseen.
 */
import type { SoonShift } from './starting-soon';

const TYPING = 'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]), textarea, select, [contenteditable="true"]';

/** The shift a bare digit jumps to; none while typing, with a modifier, or with a dialog open. */
export function soonAtKey(e: KeyboardEvent, shifts: readonly SoonShift[]): SoonShift | undefined {
  if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return undefined;
  if (e.target instanceof Element && e.target.closest(TYPING)) return undefined;
  if (document.querySelector('[role="dialog"]')) return undefined;
  return /^[1-9]$/.test(e.key) ? shifts[Number(e.key) - 1] : undefined;
}
