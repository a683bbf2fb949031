/**
 * The header every page of a sheet repeats: what it is about, and how old its figures are
 * ("Printed 4:32 PM · data as of 4:21 PM"), so a crew lead holding the paper knows whether the
 * office may have moved things since. Pure.
 */
import { formatMoment, m } from '../../../../preload/i18n';

export interface SheetHeader {
  /** "Sign-in sheet", "Day roster", "Orders". */
  title: string;
  /** What it is about, one line each: the event, its date, venue and city, the client. */
  about: string[];
  /** "Printed 4:32 PM · data as of 4:21 PM". */
  age: string;
}

/** The oldest of the sets a sheet is drawn from (ISO times from one clock compare as text). */
export function oldestAsOf(asOfs: readonly (string | undefined)[]): string | undefined {
  const known = asOfs.filter((a): a is string => a !== undefined);
  return known.length < asOfs.length ? undefined : known.sort()[0];
}

/** "Printed 4:32 PM · data as of 4:21 PM"; the day is named when it is not today's. */
export function ageLine(asOf: string | undefined, now: Date, locale?: string): string {
  const printed = formatMoment(now.toISOString(), now, locale);
  return asOf === undefined
    ? m.print_age_never({ printed })
    : m.print_age({ printed, asOf: formatMoment(asOf, now, locale) });
}
