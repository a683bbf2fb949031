/**
 * The typed client: one call per operation of the table in operations.ts, derived from it.
 * Paths and parameter names come from the API profile; everything returned is validated.
 */
import { idSchema } from '../input-schemas.js';
import { formatCount, m } from '../../../preload/i18n/index.js';
import { ApiError } from './errors.js';
import {
  abortableSleep,
  DEFAULT_RETRY,
  request,
  type Conditional,
  type HttpOptions,
  type RateHooks,
  type RetryPolicy,
} from './http.js';
import {
  localInvalid,
  OPERATIONS as OPS,
  type AuditLogQuery,
  type Id,
  type Operation,
  type PageQuery,
  type TasksQuery,
} from './operations.js';
import { DEFAULT_PROFILE, fillPath, type ApiProfile } from './profile.js';
import {
  orderablesSchema,
  type AuditLogEntry,
  type ClientOrder,
  type CreateWorkerOrderBody,
  type DiscoveredClient,
  type DiscoveredEvent,
  type EventShiftPatch,
  type Orderable,
  type Task,
  type TemplateRequirementPatch,
} from './schemas.js';
import type { FetchLike } from './transport.js';

export interface ClientOptions {
  baseUrl: string;
  apiKey: string | (() => string);
  fetch?: FetchLike | undefined;
  profile?: ApiProfile | undefined;
  timeoutMs?: number | undefined;
  retry?: Partial<RetryPolicy> | undefined;
  random?: (() => number) | undefined;
  sleep?: ((ms: number, signal?: AbortSignal) => Promise<void>) | undefined;
}

export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** The rate gate this call waits on and reports a 429 to (a sync run's). */
  rate?: RateHooks | undefined;
  /** Told the size in bytes of each answer body read. */
  read?: ((bytes: number) => void) | undefined;
  /** Ask conditionally (a single-request read): a 304 throws NotModified. */
  conditional?: Conditional | undefined;
}

/** Reads a dotted path ("time_tracking.personnel_orderables") out of a JSON value. */
function pick(value: unknown, dotted: string): unknown {
  let cur: unknown = value;
  for (const key of dotted.split('.')) {
    if (cur === null || typeof cur !== 'object' || !Object.hasOwn(cur, key)) return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

export type WorkforceClient = ReturnType<typeof createClient>;

export function createClient(options: ClientOptions) {
  const profile = options.profile ?? DEFAULT_PROFILE;
  const key = options.apiKey;
  const http: HttpOptions = {
    baseUrl: options.baseUrl,
    apiKey: typeof key === 'function' ? key : () => key,
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    timeoutMs: options.timeoutMs ?? 20_000,
    retry: { ...DEFAULT_RETRY, ...options.retry },
    random: options.random ?? Math.random,
    sleep: options.sleep ?? abortableSleep,
  };

  /** The one place a request path is built: the profile's template filled with checked ids. */
  function pathOf<I>(operation: Operation<I, unknown>, input: I): string {
    const values: Record<string, string> = {};
    const words: Record<string, string> = {};
    for (const [name, { id, what }] of Object.entries(operation.ids?.(input) ?? {})) {
      const checked = idSchema.safeParse(String(id));
      if (!checked.success) throw localInvalid(m.api_id_missing({ id: what }));
      values[name] = checked.data;
      words[name] = what;
    }
    return fillPath(profile.paths[operation.path], values, words);
  }

  function bodyOf<I>(operation: Operation<I, unknown>, input: I): unknown {
    if (!operation.body) return undefined;
    const body = operation.body.schema.safeParse(operation.body.of(input));
    if (!body.success) {
      throw localInvalid(operation.body.invalid(body.error.issues[0]?.message ?? m.api_invalid_unknown_field()));
    }
    return body.data;
  }

  function call<I, T>(operation: Operation<I, T>, input: I, o: CallOptions = {}): Promise<T> {
    return request(http, {
      method: operation.method,
      path: pathOf(operation, input),
      query: operation.query?.(input, profile),
      body: bodyOf(operation, input),
      schema: operation.response,
      retry: operation.retry === 'backoff',
      what: operation.what(input),
      signal: o.signal,
      rate: o.rate,
      read: o.read,
      conditional: o.conditional,
    });
  }

  const client = {
    profile,

    /**
     * Any operation, by its row: path, query and body from the row and the profile, the answer
     * checked by its schema. A new call needs no method of its own here.
     */
    call,

    auditLog: (q: AuditLogQuery = {}, o?: CallOptions) => call(OPS.auditLog, q, o),

    /** Every audit entry matching the filters, following next_cursor page by page. */
    async *auditLogEntries(q: Omit<AuditLogQuery, 'cursor'> = {}, o?: CallOptions): AsyncGenerator<AuditLogEntry> {
      const seen = new Set<string>();
      const budget = new ListBudget(m.api_what_audit_log());
      let cursor: string | undefined;
      do {
        if (seen.size >= MAX_PAGES) throw pagingError(m.api_list_too_many_pages({ what: m.api_what_audit_log(), pages: MAX_PAGES }));
        const limit = q.limit ?? profile.pageSize.auditMax;
        const page = await client.auditLog({ ...q, cursor, limit }, { ...o, read: budget.read });
        budget.check(page.entries.length);
        yield* page.entries;
        cursor = page.next_cursor ?? undefined;
        if (cursor !== undefined) {
          if (seen.has(cursor)) {
            throw new ApiError({ kind: 'bad-response', message: m.api_audit_cursor_repeated() });
          }
          seen.add(cursor);
        }
      } while (cursor !== undefined);
    },

    workerSummary: (uuid: string, date: string, o?: CallOptions) => call(OPS.workerSummary, { uuid, date }, o),
    getIntegration: (id: Id, o?: CallOptions) => call(OPS.integration, { id }, o),
    regenerateIntegrationSecret: (id: Id, o?: CallOptions) => call(OPS.regenerateIntegration, { id }, o),
    clientOrders: (clientId: Id, page: PageQuery = {}, o?: CallOptions) =>
      call(OPS.clientOrders, { clientId, page }, o),

    /** Every order of a client, page by page. */
    async *clientOrdersAll(clientId: Id, o?: CallOptions): AsyncGenerator<ClientOrder> {
      const itemsPerPage = profile.pageSize.clientOrdersMax;
      yield* pages(m.api_what_client_orders({ id: String(clientId) }), (page, read) =>
        client
          .clientOrders(clientId, { page, itemsPerPage }, { ...o, read })
          .then((r) => ({ items: r.orders, total: r.total })),
      );
    },

    clientWorkers: (clientId: Id, o?: CallOptions) => call(OPS.clientWorkers, { id: clientId }, o),
    clientDocument: (clientId: Id, documentId: Id, o?: CallOptions) =>
      call(OPS.clientDocument, { id: clientId, itemId: documentId }, o),
    patchTemplateRequirement: (templateId: Id, requirementId: Id, patch: TemplateRequirementPatch, o?: CallOptions) =>
      call(OPS.templateRequirement, { id: templateId, itemId: requirementId, patch }, o),
    workerTags: (workerId: Id, o?: CallOptions) => call(OPS.workerTags, { id: workerId }, o),
    tasks: (q: TasksQuery = {}, o?: CallOptions) => call(OPS.tasks, q, o),

    /**
     * Every task, page by page at the largest page size, until the list ends or `cap` tasks
     * are in hand (no page is asked for beyond it). `total` is what the server says it has.
     */
    async tasksUpTo(cap: number, o?: CallOptions): Promise<{ tasks: Task[]; total: number }> {
      const itemsPerPage = Math.min(profile.pageSize.tasksMax, cap);
      let total = 0;
      const tasks: Task[] = [];
      const all = pages(m.api_what_task_list(), (page, read) =>
        client.tasks({ page, itemsPerPage }, { ...o, read }).then((r) => {
          total = r.total;
          return { items: r.tasks, total: r.total };
        }),
      );
      for await (const task of all) {
        tasks.push(task);
        if (tasks.length >= cap) break;
      }
      return { tasks, total: Math.max(total, tasks.length) };
    },
    createWorkerOrder: (workerId: Id, order: CreateWorkerOrderBody, o?: CallOptions) =>
      call(OPS.createWorkerOrder, { workerId, order }, o),
    /** One order of a worker; an answer carrying another order's id is refused, never taken for this one. */
    workerOrder: (workerId: Id, orderId: Id, o?: CallOptions) =>
      call(OPS.workerOrder, { id: workerId, itemId: orderId }, o).then((order) => {
        if (order.id.trim() !== String(orderId)) {
          throw new ApiError({
            kind: 'bad-response',
            message: m.api_answer_other_order({ got: order.id.slice(0, 40), asked: String(orderId) }),
          });
        }
        return order;
      }),
    eventShifts: (eventId: Id, o?: CallOptions) => call(OPS.eventShifts, { id: eventId }, o),
    patchEventShift: (eventId: Id, shiftId: Id, patch: EventShiftPatch, o?: CallOptions) =>
      call(OPS.eventShift, { id: eventId, itemId: shiftId, patch }, o),
    eventAdmins: (eventId: Id, o?: CallOptions) => call(OPS.eventAdmins, { id: eventId }, o),

    /**
     * The orderables catalogue, read from GET /config at the profile's path, and the currency
     * its costs are in. The reference defines no currency in the configuration, so
     * `company.currency` is read as an optional extension (the simulator serves it): taken when
     * it is text, '' otherwise.
     */
    async catalogue(o?: CallOptions): Promise<{ orderables: Orderable[]; currency: string }> {
      const config = await call(OPS.config, undefined, o);
      const raw = pick(config, profile.orderablesPath);
      if (raw === undefined) {
        throw new ApiError({
          kind: 'bad-response',
          message: m.api_no_orderables({ path: profile.orderablesPath }),
        });
      }
      const parsed = orderablesSchema.safeParse(raw);
      if (!parsed.success) {
        throw new ApiError({
          kind: 'bad-response',
          message: m.api_orderables_shape({ issue: parsed.error.issues[0]?.message ?? '' }),
        });
      }
      const currency = pick(config, 'company.currency');
      return { orderables: parsed.data, currency: typeof currency === 'string' ? currency.trim() : '' };
    },

    events: (q: PageQuery = {}, o?: CallOptions) => call(OPS.events, q, o),

    /** Every page of the event list; each page waits on the call's rate gate like any request. */
    async *eventsAll(o?: CallOptions): AsyncGenerator<DiscoveredEvent> {
      yield* pages(m.api_what_event_list(), (page, read) =>
        client.events({ page }, { ...o, read }).then((r) => ({ items: r.events, total: r.total_count })),
      );
    },

    workers: (o?: CallOptions) => call(OPS.workers, undefined, o).then((r) => r.workers),
    clients: (q: PageQuery = {}, o?: CallOptions) => call(OPS.clients, q, o),

    async *clientsAll(o?: CallOptions): AsyncGenerator<DiscoveredClient> {
      yield* pages(m.api_what_client_list(), (page, read) =>
        client.clients({ page }, { ...o, read }).then((r) => ({ items: r.clients, total: r.total_count })),
      );
    },

    /**
     * Checks a key with one cheap call before it is stored. Only an auth error means the key is
     * wrong; a 403 or 404 here still proves the server knows the key.
     */
    async verifyKey(o?: CallOptions): Promise<void> {
      try {
        await call(OPS.config, undefined, o);
      } catch (e) {
        if (e instanceof ApiError && (e.kind === 'permission' || e.kind === 'not-found')) return;
        throw e;
      }
    },
  };
  return client;
}

/**
 * Pages asked for of one list, at most: 500 pages of 100 is 50,000 events or clients, far
 * beyond any real list, and a server reporting a huge total is not followed for ever.
 */
export const MAX_PAGES = 500;

/**
 * One list's reading, at most, beside its pages: a few fat or crowded pages must not hold
 * main's memory at a gigabyte. 64 MB and 50,000 items are far beyond any real list.
 */
export const MAX_LIST_BYTES = 64 * 1024 * 1024;
export const MAX_LIST_ITEMS = 50_000;

/** Counts what a list read so far; fails it once past either budget. */
class ListBudget {
  #bytes = 0;
  #items = 0;
  constructor(private readonly what: string) {}

  readonly read = (bytes: number): void => {
    this.#bytes += bytes;
  };

  /** After each page, with the items it brought. */
  check(items: number): void {
    this.#items += items;
    const limit =
      this.#bytes > MAX_LIST_BYTES
        ? m.api_list_limit_mb({ count: formatCount(MAX_LIST_BYTES / 1024 / 1024) })
        : this.#items > MAX_LIST_ITEMS
          ? m.api_list_limit_items({ count: formatCount(MAX_LIST_ITEMS) })
          : undefined;
    if (limit) throw new ApiError({ kind: 'bad-response', message: m.api_list_too_big({ limit, what: this.what }) });
  }
}

const pagingError = (message: string) => new ApiError({ kind: 'bad-response', message });

/**
 * Walks page-numbered lists until `total` items were seen or a page comes back empty. A page
 * that brings nothing new (a server ignoring the page parameter), more items than the total
 * the server gives, or more than MAX_PAGES pages fail the list with a clear error: a hostile
 * or broken server must not keep a sync paging for ever, nor end it silently half read.
 */
async function* pages<T extends { id: string | number }>(
  what: string,
  fetchPage: (page: number, read: (bytes: number) => void) => Promise<{ items: T[]; total: number | undefined }>,
): AsyncGenerator<T> {
  const seen = new Set<string | number>();
  const budget = new ListBudget(what);
  for (let page = 1; ; page++) {
    if (page > MAX_PAGES)
      throw pagingError(m.api_list_too_many_pages({ what, pages: MAX_PAGES }));
    const { items, total } = await fetchPage(page, budget.read);
    budget.check(items.length);
    if (items.length === 0) return;
    const fresh = items.filter((item) => !seen.has(item.id));
    if (fresh.length === 0) throw pagingError(m.api_list_page_again({ page, what }));
    for (const item of fresh) seen.add(item.id);
    if (total !== undefined && seen.size > total) {
      throw pagingError(m.api_list_more_than_total({ what, total }));
    }
    yield* fresh;
    if (total !== undefined && seen.size >= total) return;
  }
}
