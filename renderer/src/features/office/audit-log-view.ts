/**
 * The audit log as the Office screen asks for it and shows it: the filters a supervisor types
 * turned into one request, the pages followed on the server's cursor, and each entry as a line
 * a person reads. Pure, so it is tested without a DOM or a server.
 */
import type { AuditLogEntry, AuditLogPage, Calls } from '../../../../preload/contract';
import { formatMoment } from '../../shared/format';

/** Entries asked for per page: the API allows at most 100; 50 keeps one page quick on a weak link. */
export const AUDIT_PAGE_SIZE = 50;

export type AuditQuery = Calls['api:audit-log']['req'];

/** What the filter fields hold, as typed ('' = no filter). Dates are YYYY-MM-DD, as date inputs give them. */
export interface AuditFilters {
  from: string;
  to: string;
  documentType: string;
  accessType: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { from: '', to: '', documentType: '', accessType: '' };

/** Main refuses longer filter values; say so here instead of sending them. */
const MAX_FILTER_LENGTH = 100;

function isDay(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** The request for the first page of these filters, or what is wrong with them in words. */
export function auditQuery(filters: AuditFilters): { query: AuditQuery } | { error: string } {
  const from = filters.from.trim();
  const to = filters.to.trim();
  const documentType = filters.documentType.trim();
  const accessType = filters.accessType.trim();
  if (from && !isDay(from)) return { error: 'The start date is not a date (YYYY-MM-DD).' };
  if (to && !isDay(to)) return { error: 'The end date is not a date (YYYY-MM-DD).' };
  if (from && to && from > to) return { error: 'The start date is after the end date.' };
  if (documentType.length > MAX_FILTER_LENGTH || accessType.length > MAX_FILTER_LENGTH)
    return { error: `A type has at most ${MAX_FILTER_LENGTH} characters.` };
  const query: AuditQuery = { limit: AUDIT_PAGE_SIZE };
  if (from) query.startDate = from;
  if (to) query.endDate = to;
  if (documentType) query.documentType = documentType;
  if (accessType) query.accessType = accessType;
  return { query };
}

/** The pages loaded so far for one query. */
export interface AuditPaging {
  entries: AuditLogEntry[];
  /** Where "Load more" continues; null when the server said there is no more. */
  nextCursor: string | null;
  /** The server handed back a cursor it had already given: paging stopped rather than loop. */
  repeatedCursor: boolean;
  cursorsSeen: string[];
}

export const EMPTY_PAGING: AuditPaging = { entries: [], nextCursor: null, repeatedCursor: false, cursorsSeen: [] };

/** The paging after one more page: entries appended (an id seen before is not listed twice). */
export function addAuditPage(paging: AuditPaging, page: AuditLogPage): AuditPaging {
  const known = new Set(paging.entries.map((e) => e.id));
  const fresh = page.entries.filter((e) => !known.has(e.id));
  const next = page.next_cursor;
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
  who: string;
  /** The access type as the server gives it (its values are not listed in the reference). */
  action: string;
  document: string;
  /** ISO date-time, or undefined when the server sent none. */
  at: string | undefined;
}

/** `names`: user id → name, for the people this computer knows (event admins). */
export function auditEntryView(entry: AuditLogEntry, names: ReadonlyMap<string, string>): AuditEntryView {
  const by = entry.accessed_by;
  const name = by === undefined ? undefined : names.get(String(by));
  const who = by === undefined ? 'Unknown user' : name ? `${name} (user ${by})` : `User ${by}`;
  const type = entry.document_type ?? 'document';
  return {
    who,
    action: entry.access_type ?? 'accessed',
    document: entry.document_id === undefined ? type : `${type} #${entry.document_id}`,
    at: entry.accessed_at,
  };
}

/** When, in this machine's time; a log line of today says so, where a bare clock would leave the day open. */
export function auditTime(iso: string, now: Date, locale?: string): string {
  const text = formatMoment(iso, now, locale);
  return new Date(iso).toDateString() === now.toDateString() ? `Today, ${text}` : text;
}

/** The values of a field seen in the loaded entries, sorted: suggestions for its filter. */
export function seenValues(entries: readonly AuditLogEntry[], field: 'document_type' | 'access_type'): string[] {
  const values = new Set<string>();
  for (const e of entries) {
    const v = e[field];
    if (v) values.add(v);
  }
  return [...values].sort();
}
