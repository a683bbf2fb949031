/**
 * THE way a value the service sends as a code reads on screen: a value the reference (or the app)
 * names in its words; a number nobody names as "Status not named by the service", never a digit
 * as the main text, the number kept for a "Details" line; any other code humanised
 * ("in_progress" → "In progress"), its raw value kept for the same line. Every screen that shows a status, a type or a kind of access goes through here.
 */
import { ownEntry } from '../../../preload/contract';
import { m } from '../../../preload/i18n';

export interface CodeWords {
  /** What the screen shows. */
  words: string;
  /** What the server sent, trimmed ('' when it sent nothing). */
  raw: string;
  /** True when the words come from a list of names, not from reshaping the code itself. */
  named: boolean;
}

export interface CodeWordsOptions {
  /** Code → words, for the values the reference (or the app) names. Looked up exactly, then lower-cased. */
  named?: Readonly<Record<string, string>>;
  /** The words for a number nobody names ("Status not named by the service"); "Code not named…" when left out. */
  unnamed?: string;
  /** Shown when the server sent nothing. */
  empty?: string;
}

/** A code is one token ("on_hold", "inProgress", "W4"); text with spaces is already words. */
const CODE = /^\S+$/;

/** "in_progress" / "IN-PROGRESS" / "inProgress" → "In progress"; text with spaces is left as written. */
export function humanise(raw: string): string {
  const text = raw.trim();
  if (!CODE.test(text)) return text;
  const words = text
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function codeWords(value: string | number | null | undefined, options: CodeWordsOptions = {}): CodeWords {
  const raw = value === null || value === undefined ? '' : String(value).trim();
  if (raw === '') return { words: options.empty ?? m.common_not_given(), raw, named: false };
  const table = options.named ?? {};
  const named = ownEntry(table, raw) ?? ownEntry(table, raw.toLowerCase());
  if (named !== undefined) return { words: named, raw, named: true };
  if (/^-?\d+$/.test(raw)) return { words: options.unnamed ?? m.common_code_unnamed(), raw, named: false };
  return { words: humanise(raw), raw, named: false };
}

/** The raw value where the words hide it: for a "Details" line ('' when the words say it all). */
export function rawDetail(code: CodeWords): string {
  const inWords = code.words === code.raw;
  return code.named || code.raw === '' || inWords ? '' : code.raw;
}
