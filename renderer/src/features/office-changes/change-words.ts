/** An office change in words, before → after: "Needed 8 → 10", "Starts 14:00 → 15:30", "Removed". */
import type { ShiftChangeSummary } from './change-summary';
import type { ShortByChangeAlert } from './short-by-change';
import type { ShiftFigures } from '../../shared/db/rows';
import type { Figure } from '../../shared/db/shift-changes';
import { formatCount, formatShortDate, formatWallTime, m, wallDate } from '../../../../preload/i18n';

const MOVES: Record<Figure, (inputs: { from: string; to: string }) => string> = {
  quantity: (i) => m.changes_needed(i),
  filled: (i) => m.changes_filled(i),
  alternateQuantity: (i) => m.changes_alternates_needed(i),
  alternateFilled: (i) => m.changes_alternates_booked(i),
  startTime: (i) => m.changes_starts(i),
  endTime: (i) => m.changes_ends(i),
};

/** A time alone when the day stays the same; with its day when the change moves it to another. */
function times(before: string, after: string, locale: string | undefined): [string, string] {
  const at = (value: string, withDay: boolean) =>
    value === ''
      ? m.changes_not_given()
      : withDay
        ? m.changes_day_time({ day: formatShortDate(value, locale), time: formatWallTime(value, locale) })
        : formatWallTime(value, locale);
  const moved = wallDate(before) !== wallDate(after);
  return [at(before, moved), at(after, moved)];
}

export function figureWords(figure: Figure, before: ShiftFigures, after: ShiftFigures, locale?: string): string {
  const [from, to] =
    figure === 'startTime' || figure === 'endTime'
      ? times(before[figure], after[figure], locale)
      : [formatCount(before[figure], locale), formatCount(after[figure], locale)];
  return MOVES[figure]({ from, to });
}

/** Every line one shift's change reads as. */
export function changeWords(change: ShiftChangeSummary, locale?: string): string[] {
  const { before, after } = change;
  if (change.kind === 'removed') return [m.changes_removed()];
  if (change.kind === 'added' || !before) {
    const count = (n: number | undefined) => formatCount(n ?? 0, locale);
    return [
      m.changes_added(),
      m.changes_added_figures({ needed: count(after?.quantity), filled: count(after?.filled) }),
    ];
  }
  return after ? change.figures.map((f) => figureWords(f, before, after, locale)) : [];
}

/**
 * Why a shift is now short, in parts read joined by ", ": ["Filled 4 → 2", "2 open"],
 * ["Needed 4 → 6", "2 open"], ["Added with 3 open"]. Parts, so a narrow line breaks between them.
 */
export function shortWords(alert: ShortByChangeAlert, locale?: string): string[] {
  const n = (value: number) => formatCount(value, locale);
  const open = m.changes_open({ count: alert.gap });
  if (alert.filledBefore === undefined || alert.neededBefore === undefined) return [m.changes_added_with({ open })];
  const moves = [
    alert.neededBefore !== alert.needed ? m.changes_needed({ from: n(alert.neededBefore), to: n(alert.needed) }) : '',
    alert.filledBefore !== alert.filled ? m.changes_filled({ from: n(alert.filledBefore), to: n(alert.filled) }) : '',
  ];
  return [...moves.filter(Boolean), open];
}
