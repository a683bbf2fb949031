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

/** A date field of a From–To pair: its label, its typed text, and whether the person left it since typing. */
export interface RangeEnd {
  label: string;
  text: string;
  left: boolean;
}

/**
 * What is wrong with a From–To pair as soon as it can be said, and which ends are at fault: a
 * date that does not read once its field is left (not at every keystroke of a date half typed),
 * a To before From as soon as both read. Undefined when nothing is.
 */
export function dateRangeProblem(range: {
  from: RangeEnd;
  to: RangeEnd;
}): { message: string; at: ('from' | 'to')[] } | undefined {
  const { from, to } = range;
  const unread = (['from', 'to'] as const).filter(
    (key) => range[key].left && readDateEntry(range[key].text) === undefined,
  );
  if (unread.length > 0)
    return { message: dateFieldProblem(unread.map((key) => [range[key].label, range[key].text]))!, at: unread };
  const [start, end] = [readDateEntry(from.text), readDateEntry(to.text)];
  if (start && end && end < start)
    return { message: m.date_range_reversed({ from: from.label, to: to.label }), at: ['to'] };
  return undefined;
}
