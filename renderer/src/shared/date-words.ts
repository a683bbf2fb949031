/**
 * Date fields in words: the pattern their hint shows in the language's own letters
 * ("dd/mm/aaaa", "mm/dd/yyyy") and what to say when a typed date does not read as a day.
 */
import { datePattern, m, readDateEntry } from '../../../preload/i18n';

/** "dd/mm/aaaa" in Spanish, "mm/dd/yyyy" in American English. */
export function datePatternWords(): string {
  return datePattern({ day: m.date_day_letters(), month: m.date_month_letters(), year: m.date_year_letters() });
}

/**
 * "From: write the date as dd/mm/aaaa." for the first field (its label, its typed text) that
 * does not read as a day; undefined when every one reads or is blank.
 */
export function dateFieldProblem(fields: readonly (readonly [label: string, text: string])[]): string | undefined {
  const unread = fields.find(([, text]) => readDateEntry(text) === undefined);
  return unread && m.date_field_unread({ field: unread[0], pattern: datePatternWords() });
}
