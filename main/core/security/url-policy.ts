/**
 * Which URLs may leave the app (opened in the system browser or mail client) and which count
 * as the app itself. Decisions are made on the parsed URL, never on string prefixes, and the
 * caller should use the returned URL's `href` rather than the raw input.
 */
import { APP_HOST, APP_SCHEME } from '../app-origin.js';

const MAX_URL_LENGTH = 4096;

/**
 * Whitespace, C0/C1 controls and invisible format characters (zero-width, bidi overrides).
 * The URL parser silently strips some of them ("java\tscript:"), so their presence alone is
 * a reason to refuse.
 */
const SUSPICIOUS_CHARS = /[\s\u0000-\u001f\u007f-\u009f\p{Cf}]/u;

function parseStrict(raw: unknown): URL | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_URL_LENGTH) return null;
  if (SUSPICIOUS_CHARS.test(raw)) return null;
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

/**
 * A dialable number only: an optional "+", then digits with the visual separators RFC 3966
 * allows. Anything else (parameters, letters, a "//" authority) could make the OS dialler or a
 * registered handler do something other than call.
 */
const TEL_NUMBER = /^\+?[0-9][0-9().-]{2,30}$/;

/**
 * Mail fields a mail client only puts into a draft. Others are not harmless: "attach" (and its
 * spellings) makes some clients attach a local file, "from"/"in-reply-to" forge the draft.
 */
const MAILTO_FIELDS = new Set(['subject', 'body', 'cc', 'bcc']);
/**
 * Recipients: plain addresses separated by commas, no escapes. A "%3F" in an address would be
 * decoded by the mail client into a second query after this check; a ";" or "=" starts a
 * parameter some clients read ("a@b.c;attach=…").
 */
const ADDRESS = /[^@,%?&#/\\;=\s]+@[^@,%?&#/\\;=\s]+/.source;
const MAILTO_RECIPIENTS = new RegExp(`^(${ADDRESS}(,${ADDRESS})*)?$`);
const MAILTO_COPIES = new Set(['cc', 'bcc']);
/** A field smuggled after a ";" (Outlook and others split a mailto query there too). */
const SMUGGLED_FIELD = /;\s*[\w-]+\s*=/;

function mailtoAllowed(url: URL): boolean {
  if (url.hash !== '' || url.search.includes(';') || !MAILTO_RECIPIENTS.test(url.pathname)) return false;
  return [...url.searchParams].every(([field, value]) => {
    const name = field.toLowerCase();
    if (!MAILTO_FIELDS.has(name) || SMUGGLED_FIELD.test(value)) return false;
    // cc and bcc are recipients too, held to the same rule once decoded.
    return !MAILTO_COPIES.has(name) || (value !== '' && MAILTO_RECIPIENTS.test(value));
  });
}

/** An https:, mailto: or tel: URL safe to hand to the OS, or null. */
export function externalUrlAllowed(raw: string): URL | null {
  const url = parseStrict(raw);
  if (!url) return null;
  // Credentials in a link are a phishing trick ("https://bank.com@evil.example").
  if (url.username !== '' || url.password !== '') return null;
  if (url.protocol === 'https:') return url.hostname === '' ? null : url;
  if (url.protocol === 'tel:')
    return TEL_NUMBER.test(url.pathname) && url.search === '' && url.hash === '' ? url : null;
  return url.protocol === 'mailto:' && mailtoAllowed(url) ? url : null;
}

/** True only for URLs of the app's own origin (`app://field-supervisor/...`). */
export function isAppUrl(raw: string): boolean {
  const url = parseStrict(raw);
  if (!url) return false;
  return url.protocol === `${APP_SCHEME}:` && url.host === APP_HOST && url.username === '' && url.password === '';
}
