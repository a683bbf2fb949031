/**
 * The audit log as the Office screen asks for it and shows it: the filters a supervisor types
 * turned into one request, the pages followed on the server's cursor, and each entry as a line
 * a person reads. Pure, so it is tested without a DOM or a server.
 */
import type { AuditLogEntryRow, AuditLogPageRows, Calls } from '../../../../preload/contract';
import { codeWords } from '../../shared/code-words';
import { formatClock, formatCount, formatDayMoment, m, readDateEntry } from '../../../../preload/i18n';
import { dateFieldProblem } from '../../shared/date-words';

/** Entries asked for per page: the API allows at most 100; 50 keeps one page quick on a weak link. */
export const AUDIT_PAGE_SIZE = 50;

export type AuditQuery = Calls['api:audit-log']['req'];

/** What the filter fields hold, as typed ('' = no filter). Dates in the language's order ("22/11/2026"). */
export interface AuditFilters {
  from: string;
  to: string;
  documentType: string;
  accessType: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { from: '', to: '', documentType: '', accessType: '' };

/** Main refuses longer filter values; say so here instead of sending them. */
const MAX_FILTER_LENGTH = 100;

/** The request for the first page of these filters, or what is wrong with them in words. */
export function auditQuery(filters: AuditFilters): { query: AuditQuery } | { error: string } {
  const dates = dateFieldProblem([
    [m.office_from(), filters.from],
    [m.office_to(), filters.to],
  ]);
  if (dates) return { error: dates };
  const from = readDateEntry(filters.from);
  const to = readDateEntry(filters.to);
  const documentType = filters.documentType.trim();
  const accessType = filters.accessType.trim();
  if (from && to && from > to) return { error: m.office_start_after_end() };
  if (documentType.length > MAX_FILTER_LENGTH || accessType.length > MAX_FILTER_LENGTH)
    return { error: m.office_type_too_long({ max: formatCount(MAX_FILTER_LENGTH) }) };
  const query: AuditQuery = { limit: AUDIT_PAGE_SIZE };
  if (from) query.startDate = from;
  if (to) query.endDate = to;
  if (documentType) query.documentType = documentType;
  if (accessType) query.accessType = accessType;
  return { query };
}

/** The pages loaded so far for one query. */
export interface AuditPaging {
  entries: AuditLogEntryRow[];
  /** Where "Load more" continues; null when the server said there is no more. */
  nextCursor: string | null;
  /** The server handed back a cursor it had already given: paging stopped rather than loop. */
  repeatedCursor: boolean;
  cursorsSeen: string[];
}

export const EMPTY_PAGING: AuditPaging = { entries: [], nextCursor: null, repeatedCursor: false, cursorsSeen: [] };

/** The paging after one more page: entries appended (an id seen before is not listed twice). */
export function addAuditPage(paging: AuditPaging, page: AuditLogPageRows): AuditPaging {
  const known = new Set(paging.entries.map((e) => e.id));
  const fresh = page.entries.filter((e) => !known.has(e.id));
  const next = page.nextCursor;
  const repeated = next !== null && paging.cursorsSeen.includes(next);
  return {
    entries: [...paging.entries, ...fresh],
    nextCursor: repeated ? null : next,
    repeatedCursor: repeated,
    cursorsSeen: next === null || repeated ? paging.cursorsSeen : [...paging.cursorsSeen, next],
  };
}

/** The request for the page after `paging`, or undefined when there is none. */
export function nextAuditQuery(first: AuditQuery, paging: AuditPaging): AuditQuery | undefined {
  return paging.nextCursor === null ? undefined : { ...first, cursor: paging.nextCursor };
}

/** One entry as a line: who did what to which document, and when. */
export interface AuditEntryView {
  /**
   * The person's name where this computer knows it, else "Unknown user" in words: an id is not
   * a name (issue 35). The id then shows under the ids, as `userId`.
   */
  who: string;
  /** The person's id when no name is known for it, shown beside the entry's id. */
  userId: string | undefined;
  /** The access type in words ("Viewed"; an unnamed one humanised). */
  action: string;
  /** The document type in words, with its number: "Background check 2343". */
  document: string;
  /** ISO date-time, or undefined when the server sent none. */
  at: string | undefined;
}

/**
 * The reference lists no document or access types; these are the common ones in words, in the
 * screen's language. Any other code is humanised by the kernel ("exit_form" → "Exit form"), a
 * number said to be unnamed.
 */
const documentTypeWords = (): Readonly<Record<string, string>> => ({
  w4: m.office_form_w4(),
  i9: m.office_form_i9(),
  w2: m.office_form_w2(),
  w9: m.office_form_w9(),
  application: m.office_form_application(),
  offer_letter: m.office_form_offer_letter(),
  background_check: m.office_form_background_check(),
  credential: m.office_form_credential(),
});
const accessTypeWords = (): Readonly<Record<string, string>> => ({
  view: m.office_viewed(),
  download: m.office_downloaded(),
  update: m.office_changed(),
  print: m.office_printed(),
  delete: m.office_deleted(),
  upload: m.office_uploaded(),
});

export type AuditCodeField = 'documentType' | 'accessType';

/** A document or access type in words, for the entries and for the filter choices alike. */
export function auditCodeWords(field: AuditCodeField, code: string): string {
  return field === 'documentType'
    ? codeWords(code, {
        named: documentTypeWords(),
        unnamed: m.office_document_type_unnamed(),
        empty: m.office_document(),
      }).words
    : codeWords(code, { named: accessTypeWords(), unnamed: m.office_access_type_unnamed(), empty: m.office_accessed() })
        .words;
}

/** `names`: user id → name, for the people this computer knows (event admins). */
export function auditEntryView(entry: AuditLogEntryRow, names: ReadonlyMap<string, string>): AuditEntryView {
  const by = entry.accessedBy;
  const name = by === undefined ? undefined : names.get(String(by));
  const type = auditCodeWords('documentType', entry.documentType ?? '');
  return {
    who: name ?? m.office_unknown_user(),
    userId: by === undefined || name !== undefined ? undefined : String(by),
    action: auditCodeWords('accessType', entry.accessType ?? ''),
    document: entry.documentId === undefined ? type : `${type} ${entry.documentId}`,
    at: entry.accessedAt,
  };
}

/** When, in this machine's time; a log line of today says so, where a bare clock would leave the day open. */
export function auditTime(iso: string, now: Date, locale?: string): string {
  // A log spans weeks: its lines keep their dates, never a bare weekday.
  if (new Date(iso).toDateString() !== now.toDateString()) return formatDayMoment(iso, undefined, locale);
  return m.office_today_at({ time: formatClock(iso, locale) });
}

/** No code seen yet: replaced, never changed, as codes arrive. */
export const NO_CODES_SEEN: ReadonlySet<string> = new Set();

/** The codes of a field seen so far, added to those of `entries`: the choices of its filter. */
export function seenValues(
  seen: ReadonlySet<string>,
  entries: readonly AuditLogEntryRow[],
  field: AuditCodeField,
): ReadonlySet<string> {
  const fresh = entries.flatMap((e) => {
    const v = e[field]?.trim();
    return v && !seen.has(v) ? [v] : [];
  });
  return fresh.length === 0 ? seen : new Set([...seen, ...fresh]);
}

/** A filter's choices: each seen code with its words, by the words. */
export function filterChoices(seen: ReadonlySet<string>, field: AuditCodeField): { value: string; label: string }[] {
  return [...seen]
    .map((value) => ({ value, label: auditCodeWords(field, value) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
