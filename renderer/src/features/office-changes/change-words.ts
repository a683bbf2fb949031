/** An office change in words, before → after: "Needed 8 → 10", "Starts 14:00 → 15:30", "Removed". */
import type { ShiftChangeSummary } from './change-summary';
import type { ShortByChangeAlert } from './short-by-change';
import type { ShiftFigures } from '../../shared/db/rows';
import type { Figure } from '../../shared/db/shift-changes';
import { formatCount, formatShortDate, formatWallTime, wallDate } from '../../../../preload/i18n';

const LABELS: Record<Figure, string> = {
  quantity: 'Needed',
  filled: 'Filled',
  alternateQuantity: 'Alternates needed',
  alternateFilled: 'Alternates booked',
  startTime: 'Starts',
  endTime: 'Ends',
};

/** A time alone when the day stays the same; with its day when the change moves it to another. */
function times(before: string, after: string, locale: string | undefined): [string, string] {
  const at = (value: string, withDay: boolean) =>
    value === ''
      ? 'not given'
      : withDay
        ? `${formatShortDate(value, locale)}, ${formatWallTime(value, locale)}`
        : formatWallTime(value, locale);
  const moved = wallDate(before) !== wallDate(after);
  return [at(before, moved), at(after, moved)];
}

export function figureWords(figure: Figure, before: ShiftFigures, after: ShiftFigures, locale?: string): string {
  const [from, to] =
    figure === 'startTime' || figure === 'endTime'
      ? times(before[figure], after[figure], locale)
      : [formatCount(before[figure], locale), formatCount(after[figure], locale)];
  return `${LABELS[figure]} ${from} → ${to}`;
}

/** Every line one shift's change reads as. */
export function changeWords(change: ShiftChangeSummary, locale?: string): string[] {
  const { before, after } = change;
  if (change.kind === 'removed') return ['Removed'];
  if (change.kind === 'added' || !before) {
    const count = (n: number | undefined) => formatCount(n ?? 0, locale);
    return ['Added', `Needed ${count(after?.quantity)}, filled ${count(after?.filled)}`];
  }
  return after ? change.figures.map((f) => figureWords(f, before, after, locale)) : [];
}

/** Why a shift is now short: "Filled 4 → 2, 2 open", "Needed 4 → 6, 2 open", "Added with 3 open". */
export function shortWords(alert: ShortByChangeAlert, locale?: string): string {
  const n = (value: number) => formatCount(value, locale);
  const open = `${n(alert.gap)} open`;
  if (alert.filledBefore === undefined || alert.neededBefore === undefined) return `Added with ${open}`;
  const moves = [
    alert.neededBefore !== alert.needed ? `Needed ${n(alert.neededBefore)} → ${n(alert.needed)}` : '',
    alert.filledBefore !== alert.filled ? `Filled ${n(alert.filledBefore)} → ${n(alert.filled)}` : '',
  ];
  return [...moves.filter(Boolean), open].join(', ');
}
