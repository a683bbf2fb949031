/**
 * The audit log pages loaded on the Office screen: held in memory only (online only, never
 * cached). A newer load wins: an answer to an older query, or one arriving after `clear()`,
 * is dropped, so changing the filters never mixes two queries' entries.
 */
import type { WorkforceApi } from '../../../../preload/contract';
import { call } from '../../shared/bridge';
import type { ConnectionState } from '../../shared/state/connection.svelte';
import { LiveQuery } from '../../shared/state/live-query.svelte';
import { adminNames } from './office-queries';
import {
  addAuditPage,
  auditQuery,
  EMPTY_PAGING,
  nextAuditQuery,
  NO_CODES_SEEN,
  seenValues,
  type AuditCodeField,
  type AuditFilters,
  type AuditPaging,
  type AuditQuery,
} from './audit-log-view';

export class AuditLog {
  readonly #bridge: WorkforceApi;
  #paging = $state.raw<AuditPaging | undefined>(undefined);
  #loading = $state(false);
  #error = $state.raw<unknown>(undefined);
  /** Every document and access type met in this log so far, whatever the filters: the filters' choices. */
  #seen = $state.raw<Record<AuditCodeField, ReadonlySet<string>>>({
    documentType: NO_CODES_SEEN,
    accessType: NO_CODES_SEEN,
  });
  #query: AuditQuery | undefined;
  #run = 0;

  constructor(bridge: WorkforceApi) {
    this.#bridge = bridge;
  }

  /** Undefined until a first page arrived for the current filters. */
  get paging(): AuditPaging | undefined {
    return this.#paging;
  }
  get loading(): boolean {
    return this.#loading;
  }
  get error(): unknown {
    return this.#error;
  }
  seen(field: AuditCodeField): ReadonlySet<string> {
    return this.#seen[field];
  }

  /** Loads the first page for these filters; returns what is wrong with them, if anything (nothing is sent then). */
  load(filters: AuditFilters): string | undefined {
    const checked = auditQuery(filters);
    if ('error' in checked) return checked.error;
    this.#query = checked.query;
    this.#paging = undefined;
    void this.#fetch(checked.query, EMPTY_PAGING);
    return undefined;
  }

  /** "Load more": the page after the last one, on the server's cursor; resolves once it is in (or failed). */
  async more(): Promise<void> {
    if (!this.#query || !this.#paging || this.#loading) return;
    const next = nextAuditQuery(this.#query, this.#paging);
    if (next) await this.#fetch(next, this.#paging);
  }

  /** Forgets everything loaded (offline, leaving the tab): nothing stale is kept. */
  clear(): void {
    this.#run += 1;
    this.#query = undefined;
    this.#paging = undefined;
    this.#loading = false;
    this.#error = undefined;
  }

  async #fetch(query: AuditQuery, base: AuditPaging): Promise<void> {
    const run = ++this.#run;
    this.#loading = true;
    this.#error = undefined;
    try {
      const page = await call(this.#bridge.auditLog(query));
      if (run !== this.#run) return;
      this.#paging = addAuditPage(base, page);
      this.#seen = {
        documentType: seenValues(this.#seen.documentType, page.entries, 'documentType'),
        accessType: seenValues(this.#seen.accessType, page.entries, 'accessType'),
      };
    } catch (error) {
      if (run === this.#run) this.#error = error;
    } finally {
      if (run === this.#run) this.#loading = false;
    }
  }
}

/**
 * The names of the people the log's entries may name, live; construct it while a component
 * initialises.
 */
export function liveAdminNames(connection: ConnectionState): LiveQuery<Map<string, string>> {
  return new LiveQuery<Map<string, string>>(() => {
    const db = connection.db;
    return db ? () => adminNames(db) : undefined;
  });
}
