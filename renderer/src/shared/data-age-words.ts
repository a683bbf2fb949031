/**
 * How fresh the followed data is, in words, for the status bar's age cell. After a cut sync
 * today's events (read first) can be fresher than the later ones; the words then say both, so
 * "Data as of" never claims the old part is new.
 */
import { toShiftTime } from '../../../preload/contract';
import { formatAsOf, formatMoment, m } from '../../../preload/i18n';
import { ageByDay, type DataAge } from './db/queries';

/**
 * Today's and later events are told apart only when their ages differ by more than this: a
 * sync's own length, or a minute turning over between two sets, is no news to a supervisor.
 */
export const AGES_APART_AFTER_MS = 10 * 60_000;

export interface DataAgeWords {
  /** Drawn on a wide bar: "Data as of 4:21 PM (now)" or "Today's events as of 4:21 PM (now)". */
  long: string;
  /**
   * Drawn on a narrow bar: "as of 4:21 PM", "as of Sat 10:09 PM" or "Today 4:21 PM", short
   * enough to be drawn whole (the hover could not hold it as its own words in every language).
   */
  short: string;
  /**
   * When the ages are apart, the later events' age, never drawn in the bar (no room at 1024 px
   * beside a time that must not be cut): on hover and to a screen reader.
   */
  later: string | undefined;
  /** The whole of it, for hover. */
  whole: string;
}

/** Undefined when nothing followed has an "as of" yet. */
export function dataAgeWords(age: DataAge, now: Date): DataAgeWords | undefined {
  if (!age.oldest) return undefined;
  const apart = agesApart(age, now);
  if (!apart) {
    const asOf = m.status_as_of({ when: formatAsOf(age.oldest, now) });
    const long = m.status_data_as_of({ asOf });
    // A moment and its age together were cut at 1024 px (another day's, or in Spanish): the
    // moment alone, the age on hover.
    const short = m.status_as_of_short({ when: formatMoment(age.oldest, now) });
    return { long, short, later: undefined, whole: long };
  }
  const when = formatAsOf(apart.today, now);
  const long = m.status_age_today({ when });
  const later = m.status_age_later({ count: apart.count, when: formatAsOf(apart.later, now) });
  // "Today Sat 10:34 PM" read as a contradiction: read on another day, the moment alone.
  const readToday = new Date(apart.today).toDateString() === now.toDateString();
  const short = readToday
    ? m.status_age_today_short({ when: formatMoment(apart.today, now) })
    : m.status_as_of_short({ when: formatMoment(apart.today, now) });
  return { long, short, later, whole: `${long} · ${later}` };
}

/**
 * Today's events' age and the later ones', when both groups have one and they differ by more
 * than AGES_APART_AFTER_MS. Not with crew in scope: their tags belong to neither group.
 */
export function agesApart(age: DataAge, now: Date): { today: string; later: string; count: number } | undefined {
  if (age.workers > 0) return undefined;
  const { today, later } = ageByDay(age.events, toShiftTime(now));
  if (!today.oldest || !later.oldest) return undefined;
  if (Math.abs(Date.parse(today.oldest) - Date.parse(later.oldest)) <= AGES_APART_AFTER_MS) return undefined;
  return { today: today.oldest, later: later.oldest, count: later.count };
}
