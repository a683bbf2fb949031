/**
 * The typed client: one function per operation of the API reference and API.md.
 * Paths and parameter names come from the API profile; everything returned is validated.
 */
import { z } from 'zod';
import { ApiError } from './errors.js';
import { abortableSleep, DEFAULT_RETRY, request, type HttpOptions, type Query, type RetryPolicy } from './http.js';
import { DEFAULT_PROFILE, fillPath, type ApiPathName, type ApiProfile } from './profile.js';
import {
  auditLogPageSchema,
  clientDocumentSchema,
  clientOrdersPageSchema,
  clientsPageSchema,
  clientWorkersSchema,
  createWorkerOrderBodySchema,
  eventAdminsSchema,
  eventShiftPatchSchema,
  eventShiftSchema,
  eventShiftsSchema,
  eventsPageSchema,
  hrContactsSchema,
  integrationSchema,
  integrationSecretSchema,
  orderablesSchema,
  tasksPageSchema,
  templateRequirementPatchSchema,
  templateRequirementSchema,
  workerOrderSchema,
  workersListSchema,
  workerTagsSchema,
  type AuditLogEntry,
  type AuditLogPage,
  type ClientOrder,
  type CreateWorkerOrderBody,
  type DiscoveredClient,
  type DiscoveredEvent,
  type EventShiftPatch,
  type TemplateRequirementPatch,
} from './schemas.js';
import { workerTimeTrackingSummarySchema } from './time-tracking-schema.js';
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
  onRateLimited?: ((retryAfterMs: number | undefined) => void) | undefined;
}

export interface CallOptions {
  signal?: AbortSignal | undefined;
}

export type Id = string | number;

export interface AuditLogQuery {
  cursor?: string | undefined;
  limit?: number | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
  document_type?: string | undefined;
  access_type?: string | undefined;
}

export interface PageQuery {
  page?: number | undefined;
  itemsPerPage?: number | undefined;
}

export interface TasksQuery extends PageQuery {
  status?: string | undefined;
  assigned_to?: number | undefined;
}

const UUID = /^[a-zA-Z0-9]{10}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An error raised before anything is sent, for input the server would refuse anyway. */
function localInvalid(message: string): ApiError {
  return new ApiError({ kind: 'invalid-request', code: 'LOCAL-VALIDATION', message, notSent: true });
}

function checkId(id: Id, what: string): Id {
  const text = String(id).trim();
  if (text === '' || text.length > 100) throw localInvalid(`${what} is missing or too long.`);
  return text;
}

function isRealDate(day: string): boolean {
  if (!DAY.test(day)) return false;
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(day);
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
    onRateLimited: options.onRateLimited,
  };
  const p = profile.params;
  const path = (name: ApiPathName, values: Record<string, Id> = {}) => fillPath(profile.paths[name], values);

  function get<T>(
    name: ApiPathName,
    values: Record<string, Id>,
    schema: z.ZodType<T>,
    what: string,
    o?: CallOptions,
    query?: Query,
  ) {
    return request(http, { method: 'GET', path: path(name, values), query, schema, what, signal: o?.signal });
  }

  /** POST/PATCH: the body is checked against what we must send, and never retried. */
  function send<B, T>(
    method: 'POST' | 'PATCH',
    name: ApiPathName,
    values: Record<string, Id>,
    bodySchema: z.ZodType<B> | undefined,
    raw: unknown,
    invalid: string,
    schema: z.ZodType<T>,
    what: string,
    o?: CallOptions,
  ) {
    const body = bodySchema?.safeParse(raw);
    if (body && !body.success) throw localInvalid(`${invalid}: ${body.error.issues[0]?.message ?? 'unknown field'}.`);
    return request(http, { method, path: path(name, values), body: body?.data, schema, what, signal: o?.signal });
  }

  function pageQuery(q: PageQuery, max: number, fallback: number): Query {
    const page = q.page ?? 1;
    const size = q.itemsPerPage ?? fallback;
    if (!Number.isInteger(page) || page < 1) throw localInvalid('The page number must be 1 or more.');
    if (!Number.isInteger(size) || size < 1 || size > max)
      throw localInvalid(`The page size must be between 1 and ${max}.`);
    return { [p.page]: page, [p.itemsPerPage]: size };
  }

  const client = {
    profile,

    /** One page of the audit log; `limit` is kept within 1..100 as the reference allows. */
    async auditLog(q: AuditLogQuery = {}, o?: CallOptions): Promise<AuditLogPage> {
      const limit = Math.min(
        profile.pageSize.auditMax,
        Math.max(1, Math.trunc(q.limit ?? profile.pageSize.auditDefault)),
      );
      for (const d of [q.start_date, q.end_date]) {
        if (d !== undefined && !isRealDate(d)) throw localInvalid(`"${d}" is not a date (YYYY-MM-DD).`);
      }
      return get('auditLog', {}, auditLogPageSchema, 'the audit log', o, {
        [p.auditCursor]: q.cursor,
        [p.auditLimit]: limit,
        start_date: q.start_date,
        end_date: q.end_date,
        document_type: q.document_type,
        access_type: q.access_type,
      });
    },

    /** Every audit entry matching the filters, following next_cursor page by page. */
    async *auditLogEntries(q: Omit<AuditLogQuery, 'cursor'> = {}, o?: CallOptions): AsyncGenerator<AuditLogEntry> {
      const seen = new Set<string>();
      let cursor: string | undefined;
      do {
        const page = await client.auditLog({ ...q, cursor, limit: q.limit ?? profile.pageSize.auditMax }, o);
        yield* page.entries;
        cursor = page.next_cursor ?? undefined;
        if (cursor !== undefined) {
          if (seen.has(cursor)) {
            throw new ApiError({
              kind: 'bad-response',
              message: 'The audit log repeated a page cursor; stopped to avoid a loop.',
            });
          }
          seen.add(cursor);
        }
      } while (cursor !== undefined);
    },

    /** Weekly time tracking of a worker for the pay period containing `date`. Checked locally first. */
    async workerSummary(uuid: string, date: string, o?: CallOptions) {
      if (!UUID.test(uuid)) throw localInvalid('A worker UUID is exactly 10 letters or digits.');
      if (!isRealDate(date)) throw localInvalid(`"${date}" is not a date (YYYY-MM-DD).`);
      return get('workerSummary', {}, workerTimeTrackingSummarySchema, `the time tracking of worker ${uuid}`, o, {
        [p.workerSummaryUuid]: uuid,
        [p.workerSummaryDate]: date,
      });
    },

    async getIntegration(id: Id, o?: CallOptions) {
      return get('integration', { id: checkId(id, 'The integration id') }, integrationSchema, `integration ${id}`, o);
    },

    /** Never retried: each call makes a new secret, and the old one stops working. */
    async regenerateIntegrationSecret(id: Id, o?: CallOptions) {
      const values = { id: checkId(id, 'The integration id') };
      return send(
        'POST',
        'regenerateIntegration',
        values,
        undefined,
        undefined,
        '',
        integrationSecretSchema,
        `the new secret of integration ${id}`,
        o,
      );
    },

    async clientOrders(clientId: Id, q: PageQuery = {}, o?: CallOptions) {
      const query = pageQuery(q, profile.pageSize.clientOrdersMax, profile.pageSize.clientOrdersDefault);
      return get(
        'clientOrders',
        { id: checkId(clientId, 'The client id') },
        clientOrdersPageSchema,
        `the orders of client ${clientId}`,
        o,
        query,
      );
    },

    /** Every order of a client, page by page. */
    async *clientOrdersAll(clientId: Id, o?: CallOptions): AsyncGenerator<ClientOrder> {
      const itemsPerPage = profile.pageSize.clientOrdersMax;
      yield* pages((page) =>
        client.clientOrders(clientId, { page, itemsPerPage }, o).then((r) => ({ items: r.orders, total: r.total })),
      );
    },

    async clientWorkers(clientId: Id, o?: CallOptions) {
      return get(
        'clientWorkers',
        { id: checkId(clientId, 'The client id') },
        clientWorkersSchema,
        `the workers of client ${clientId}`,
        o,
      );
    },

    async clientDocument(clientId: Id, documentId: Id, o?: CallOptions) {
      return get(
        'clientDocument',
        { id: checkId(clientId, 'The client id'), document_id: checkId(documentId, 'The document id') },
        clientDocumentSchema,
        `document ${documentId} of client ${clientId}`,
        o,
      );
    },

    /** Never retried by the client: the caller decides after an unknown outcome. */
    async patchTemplateRequirement(
      templateId: Id,
      requirementId: Id,
      patch: TemplateRequirementPatch,
      o?: CallOptions,
    ) {
      const values = {
        id: checkId(templateId, 'The template id'),
        req_id: checkId(requirementId, 'The requirement id'),
      };
      return send(
        'PATCH',
        'templateRequirement',
        values,
        templateRequirementPatchSchema,
        patch,
        'The requirement change is not valid',
        templateRequirementSchema,
        `requirement ${requirementId}`,
        o,
      );
    },

    async workerTags(workerId: Id, o?: CallOptions) {
      return get(
        'workerTags',
        { id: checkId(workerId, 'The worker id') },
        workerTagsSchema,
        `the tags of worker ${workerId}`,
        o,
      );
    },

    async tasks(q: TasksQuery = {}, o?: CallOptions) {
      const paging =
        q.page === undefined && q.itemsPerPage === undefined
          ? {}
          : pageQuery(q, profile.pageSize.tasksMax, profile.pageSize.tasksDefault);
      return get('tasks', {}, tasksPageSchema, 'the task list', o, {
        ...paging,
        status: q.status,
        assigned_to: q.assigned_to,
      });
    },

    async hrContacts(o?: CallOptions) {
      return get('hrContacts', {}, hrContactsSchema, 'the HR contacts', o);
    },

    /** POST without an idempotency key: never retried here. */
    async createWorkerOrder(workerId: Id, order: CreateWorkerOrderBody, o?: CallOptions) {
      const values = { id: checkId(workerId, 'The worker id') };
      return send(
        'POST',
        'createWorkerOrder',
        values,
        createWorkerOrderBodySchema,
        order,
        "An order needs the orderable id and the worker's personnel id",
        workerOrderSchema,
        `the order for worker ${workerId}`,
        o,
      );
    },

    async eventShifts(eventId: Id, o?: CallOptions) {
      return get(
        'eventShifts',
        { id: checkId(eventId, 'The event id') },
        eventShiftsSchema,
        `the shifts of event ${eventId}`,
        o,
      );
    },

    /** The office-side shift edit (API.md); the app itself only uses it in demos and tests. */
    async patchEventShift(eventId: Id, shiftId: Id, patch: EventShiftPatch, o?: CallOptions) {
      const values = { id: checkId(eventId, 'The event id'), shift_id: checkId(shiftId, 'The shift id') };
      return send(
        'PATCH',
        'eventShift',
        values,
        eventShiftPatchSchema,
        patch,
        'The shift change is not valid',
        eventShiftSchema,
        `shift ${shiftId}`,
        o,
      );
    },

    async eventAdmins(eventId: Id, o?: CallOptions) {
      return get(
        'eventAdmins',
        { id: checkId(eventId, 'The event id') },
        eventAdminsSchema,
        `the admins of event ${eventId}`,
        o,
      );
    },

    /** The orderables catalogue, read from GET /config at the profile's path. */
    async orderables(o?: CallOptions) {
      const config = await get('config', {}, z.unknown(), 'the configuration', o);
      const raw = pick(config, profile.orderablesPath);
      if (raw === undefined) {
        throw new ApiError({
          kind: 'bad-response',
          message: `The configuration has no orderables catalogue at "${profile.orderablesPath}".`,
        });
      }
      const parsed = orderablesSchema.safeParse(raw);
      if (!parsed.success) {
        throw new ApiError({
          kind: 'bad-response',
          message: `The orderables catalogue has an unexpected shape (${parsed.error.issues[0]?.message}).`,
        });
      }
      return parsed.data;
    },

    async events(q: PageQuery = {}, o?: CallOptions) {
      return get(
        'events',
        {},
        eventsPageSchema,
        'the event list',
        o,
        pageQuery(q, profile.pageSize.discoveryMax, profile.pageSize.discoveryPage),
      );
    },

    async *eventsAll(o?: CallOptions): AsyncGenerator<DiscoveredEvent> {
      yield* pages((page) => client.events({ page }, o).then((r) => ({ items: r.events, total: r.total_count })));
    },

    async workers(o?: CallOptions) {
      return get('workers', {}, workersListSchema, 'the worker list', o).then((r) => r.workers);
    },

    async clients(q: PageQuery = {}, o?: CallOptions) {
      return get(
        'clients',
        {},
        clientsPageSchema,
        'the client list',
        o,
        pageQuery(q, profile.pageSize.discoveryMax, profile.pageSize.discoveryPage),
      );
    },

    async *clientsAll(o?: CallOptions): AsyncGenerator<DiscoveredClient> {
      yield* pages((page) => client.clients({ page }, o).then((r) => ({ items: r.clients, total: r.total_count })));
    },

    /**
     * Checks a key with one cheap call before it is stored. Only an auth error means the key is
     * wrong; a 403 or 404 here still proves the server knows the key.
     */
    async verifyKey(o?: CallOptions): Promise<void> {
      try {
        await get('config', {}, z.unknown(), 'the configuration', o);
      } catch (e) {
        if (e instanceof ApiError && (e.kind === 'permission' || e.kind === 'not-found')) return;
        throw e;
      }
    },
  };
  return client;
}

/**
 * Walks page-numbered lists until `total` items were seen, a page comes back empty, or a page
 * brings nothing new (a server that ignores the page parameter must not loop us forever).
 */
async function* pages<T extends { id: string }>(
  fetchPage: (page: number) => Promise<{ items: T[]; total: number | undefined }>,
): AsyncGenerator<T> {
  const seen = new Set<string>();
  for (let page = 1; ; page++) {
    const { items, total } = await fetchPage(page);
    const fresh = items.filter((item) => !seen.has(item.id));
    for (const item of fresh) seen.add(item.id);
    yield* fresh;
    if (fresh.length === 0 || (total !== undefined && seen.size >= total)) return;
  }
}
