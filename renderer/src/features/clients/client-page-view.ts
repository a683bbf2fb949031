/**
 * The client page's pure parts: paging figures, orders by date with their status in words, a
 * document's state, and why an on-demand fetch gave no fresh answer, in words a supervisor can
 * act on (the code stays for a disclosure).
 */
import { API_KIND_WORDS, type ClientDocumentRow, type ClientOrderRow } from '../../../../preload/contract';
import type { Problem } from './on-demand';
import { m } from '../../../../preload/i18n';

/** Page sizes offered; the API profile allows up to 100. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

export interface PageFigures {
  pages: number;
  /** 1-based positions of the first and last order shown; 0 and 0 on an empty page. */
  first: number;
  last: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

export function pageFigures(page: number, itemsPerPage: number, shown: number, total: number): PageFigures {
  const pages = Math.max(1, Math.ceil(total / itemsPerPage));
  const first = shown === 0 ? 0 : (page - 1) * itemsPerPage + 1;
  return { pages, first, last: shown === 0 ? 0 : first + shown - 1, hasPrevious: page > 1, hasNext: page < pages };
}

/**
 * A page's orders by date: those not over at `now` ("YYYY-MM-DD HH:mm:ss", event-local) soonest
 * first, then past ones latest first; orders without a date last, as the server gave them.
 */
export function ordersByDate(orders: readonly ClientOrderRow[], now: string): ClientOrderRow[] {
  const dated = orders.filter((o) => o.start !== '');
  const over = (o: ClientOrderRow) => (o.end || o.start) < now;
  const byStart = (a: ClientOrderRow, b: ClientOrderRow) => a.start.localeCompare(b.start);
  return [
    ...dated.filter((o) => !over(o)).sort(byStart),
    ...dated.filter(over).sort((a, b) => byStart(b, a)),
    ...orders.filter((o) => o.start === ''),
  ];
}

/**
 * The reference names none of the portal's order status codes: the list says so once, and an
 * opened order gives its number as the service's, under its details.
 */
export function orderStatusWords(status: number | null): string {
  return status === null ? m.clients_status_none() : m.clients_status_number({ status: String(status) });
}

export type DocumentState = { state: 'active' } | { state: 'deleted'; on: string } | { state: 'unknown'; flag: number };

/** The reference's soft-delete flag: 0 active, 1 deleted; any other value is said as it is. */
export function documentState(doc: ClientDocumentRow): DocumentState {
  if (doc.deleted === null || doc.deleted === 0) return { state: 'active' };
  if (doc.deleted === 1) return { state: 'deleted', on: doc.deletedAt };
  return { state: 'unknown', flag: doc.deleted };
}

export interface ProblemWords {
  happened: string;
  todo: string;
}

/**
 * `what`: the thing asked for, e.g. "this page of orders", "document 9002". The contract's words
 * for a kind, said of that thing where naming it helps.
 */
export function problemWords(problem: Problem, what: string): ProblemWords {
  switch (problem.kind) {
    case 'not-found':
      return { happened: m.clients_problem_not_found({ what }), todo: m.clients_problem_check_id() };
    case 'network':
    case 'timeout':
      return { happened: m.clients_problem_unreachable({ what }), todo: m.clients_problem_again() };
    case 'rate-limited':
      return { happened: API_KIND_WORDS['rate-limited'], todo: m.clients_problem_minute() };
    case 'auth':
      return { happened: API_KIND_WORDS.auth, todo: m.clients_problem_key_again() };
    case 'permission':
      return {
        happened: m.clients_problem_permission({ what }),
        todo: m.clients_problem_ask_key(),
      };
    default:
      return {
        happened: m.clients_problem_other({ what }),
        todo: m.clients_problem_other_todo(),
      };
  }
}
