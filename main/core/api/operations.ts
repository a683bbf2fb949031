/**
 * Every operation of the API reference (and API.md) the app calls, described once: method,
 * path (a template of the API profile), the ids that fill it, query, body schema, response
 * schema and retry rule. The client (client.ts) derives each call from its entry here.
 */
import { z } from 'zod';
import { m } from '../../../preload/i18n/index.js';
import { ApiError } from './errors.js';
import type { Query } from './http.js';
import type { ApiPathName, ApiProfile } from './profile.js';
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
  tasksPageSchema,
  templateRequirementPatchSchema,
  templateRequirementSchema,
  workerOrderSchema,
  workersListSchema,
  workerTagsSchema,
  type CreateWorkerOrderBody,
} from './schemas.js';
import { daySchema, workerUuidSchema } from '../input-schemas.js';
import { workerTimeTrackingSummarySchema } from './time-tracking-schema.js';

export type Id = string | number;

export interface Operation<I, T> {
  method: 'GET' | 'POST' | 'PATCH';
  path: ApiPathName;
  /** The path's placeholders: each id with the words that name it when it is refused. */
  ids?: (input: I) => Record<string, { id: Id; what: string }>;
  query?: (input: I, profile: ApiProfile) => Query;
  /**
   * What is sent: checked before sending, since a refused body is the caller's mistake;
   * `invalid` says so, with the first issue found.
   */
  body?: { schema: z.ZodType; invalid: (issue: string) => string; of: (input: I) => unknown };
  response: z.ZodType<T>;
  /**
   * 'backoff': retried on transient failures with backoff and jitter (idempotent GETs).
   * 'never': a POST has no idempotency key, and a PATCH's outcome is the caller's to judge.
   */
  retry: 'backoff' | 'never';
  /** What the answer is, for error messages ("the shifts of event 42"). */
  what: (input: I) => string;
}

export interface PageQuery {
  page?: number | undefined;
  itemsPerPage?: number | undefined;
}

export interface TasksQuery extends PageQuery {
  status?: string | undefined;
  assigned_to?: number | undefined;
}

export interface AuditLogQuery {
  cursor?: string | undefined;
  limit?: number | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
  document_type?: string | undefined;
  access_type?: string | undefined;
}

/** An error raised before anything is sent, for input the server would refuse anyway. */
export function localInvalid(message: string): ApiError {
  return new ApiError({ kind: 'invalid-request', code: 'LOCAL-VALIDATION', message, notSent: true });
}

function checkDay(day: string | undefined): void {
  if (day !== undefined && !daySchema.safeParse(day).success)
    throw localInvalid(m.api_invalid_day({ day }));
}

function pageQuery(profile: ApiProfile, q: PageQuery, max: number, fallback: number): Query {
  const page = q.page ?? 1;
  const size = q.itemsPerPage ?? fallback;
  if (!Number.isInteger(page) || page < 1) throw localInvalid(m.api_invalid_page());
  if (!Number.isInteger(size) || size < 1 || size > max) throw localInvalid(m.api_invalid_page_size({ max }));
  return { [profile.params.page]: page, [profile.params.itemsPerPage]: size };
}

/** Keeps each entry's input and response types while the table is written as one object. */
const op = <I, T>(operation: Operation<I, T>): Operation<I, T> => operation;

/** A GET of what belongs to one resource, named by the `{id}` of its path. */
function getById<T>(path: ApiPathName, idWords: () => string, response: z.ZodType<T>, what: (id: string) => string) {
  return op({
    method: 'GET',
    path,
    ids: ({ id }: { id: Id }) => ({ id: { id, what: idWords() } }),
    response,
    retry: 'backoff',
    what: ({ id }) => what(String(id)),
  });
}

/** One item under a resource ("document 7 of client 42"): `{id}` and the item's own placeholder. */
interface ItemOf {
  path: ApiPathName;
  placeholder: string;
  /** The words that name the resource's id and the item's, when one is refused. */
  resourceId: () => string;
  itemId: () => string;
  /** The item, in error messages. */
  what: (ids: { id: string; item: string }) => string;
}

interface ItemInput {
  id: Id;
  itemId: Id;
}

function itemIds({ placeholder, resourceId, itemId }: ItemOf) {
  return ({ id, itemId: item }: ItemInput) => ({
    id: { id, what: resourceId() },
    [placeholder]: { id: item, what: itemId() },
  });
}

const itemWords = (of: ItemOf) => ({ id, itemId }: ItemInput) => of.what({ id: String(id), item: String(itemId) });

/** A GET of one item under a resource. */
function getItem<T>(of: ItemOf, response: z.ZodType<T>) {
  return op({ method: 'GET', path: of.path, ids: itemIds(of), response, retry: 'backoff', what: itemWords(of) });
}

/** A PATCH of one item under a resource, the change checked against `patch` before it is sent. */
function patchItem<B, T>(of: ItemOf, patch: z.ZodType<B>, response: z.ZodType<T>, invalid: (issue: string) => string) {
  return op<ItemInput & { patch: B }, T>({
    method: 'PATCH',
    path: of.path,
    ids: itemIds(of),
    body: { schema: patch, invalid, of: (i) => i.patch },
    response,
    retry: 'never',
    what: itemWords(of),
  });
}

/** A discovery list of API.md: paged like the others, within its own limits. */
function discoveryList<T>(path: 'events' | 'clients', response: z.ZodType<T>, what: () => string) {
  return op({
    method: 'GET',
    path,
    query: (q: PageQuery, profile) =>
      pageQuery(profile, q, profile.pageSize.discoveryMax, profile.pageSize.discoveryPage),
    response,
    retry: 'backoff',
    what,
  });
}

/** A GET with neither ids nor query. */
function getAll<T>(path: ApiPathName, response: z.ZodType<T>, what: () => string) {
  return op({ method: 'GET', path, response, retry: 'backoff', what });
}

export const OPERATIONS = {
  /** One page of the audit log; `limit` is kept within 1..auditMax as the reference allows. */
  auditLog: op({
    method: 'GET',
    path: 'auditLog',
    query: (q: AuditLogQuery, profile) => {
      const limit = Math.min(
        profile.pageSize.auditMax,
        Math.max(1, Math.trunc(q.limit ?? profile.pageSize.auditDefault)),
      );
      checkDay(q.start_date);
      checkDay(q.end_date);
      return {
        [profile.params.auditCursor]: q.cursor,
        [profile.params.auditLimit]: limit,
        start_date: q.start_date,
        end_date: q.end_date,
        document_type: q.document_type,
        access_type: q.access_type,
      };
    },
    response: auditLogPageSchema,
    retry: 'backoff',
    what: () => m.api_what_audit_log(),
  }),
  /** Weekly time tracking of a worker for the pay period containing `date`. */
  workerSummary: op({
    method: 'GET',
    path: 'workerSummary',
    query: ({ uuid, date }: { uuid: string; date: string }, profile) => {
      const checked = workerUuidSchema.safeParse(uuid);
      if (!checked.success) throw localInvalid(checked.error.issues[0]?.message ?? m.api_invalid_worker_uuid());
      checkDay(date);
      return { [profile.params.workerSummaryUuid]: uuid, [profile.params.workerSummaryDate]: date };
    },
    response: workerTimeTrackingSummarySchema,
    retry: 'backoff',
    what: ({ uuid }) => m.api_what_worker_hours({ uuid }),
  }),
  integration: getById('integration', m.api_id_integration, integrationSchema, (id) => m.api_what_integration({ id })),
  /** Each call makes a new secret and the old one stops working. */
  regenerateIntegration: op({
    method: 'POST',
    path: 'regenerateIntegration',
    ids: ({ id }: { id: Id }) => ({ id: { id, what: m.api_id_integration() } }),
    response: integrationSecretSchema,
    retry: 'never',
    what: ({ id }) => m.api_what_integration_secret({ id: String(id) }),
  }),
  clientOrders: op({
    method: 'GET',
    path: 'clientOrders',
    ids: ({ clientId }: { clientId: Id; page: PageQuery }) => ({ id: { id: clientId, what: m.api_id_client() } }),
    query: ({ page }, profile) =>
      pageQuery(profile, page, profile.pageSize.clientOrdersMax, profile.pageSize.clientOrdersDefault),
    response: clientOrdersPageSchema,
    retry: 'backoff',
    what: ({ clientId }) => m.api_what_client_orders({ id: String(clientId) }),
  }),
  clientWorkers: getById('clientWorkers', m.api_id_client, clientWorkersSchema, (id) => m.api_what_client_workers({ id })),
  clientDocument: getItem(
    {
      path: 'clientDocument',
      placeholder: 'document_id',
      resourceId: m.api_id_client,
      itemId: m.api_id_document,
      what: m.api_what_client_document,
    },
    clientDocumentSchema,
  ),
  templateRequirement: patchItem(
    {
      path: 'templateRequirement',
      placeholder: 'req_id',
      resourceId: m.api_id_template,
      itemId: m.api_id_requirement,
      what: m.api_what_requirement,
    },
    templateRequirementPatchSchema,
    templateRequirementSchema,
    (issue) => m.api_invalid_requirement_change({ issue }),
  ),
  workerTags: getById('workerTags', m.api_id_worker, workerTagsSchema, (id) => m.api_what_worker_tags({ id })),
  tasks: op({
    method: 'GET',
    path: 'tasks',
    query: (q: TasksQuery, profile) => ({
      // Unpaged unless asked: the reference's own default page applies.
      ...(q.page === undefined && q.itemsPerPage === undefined
        ? {}
        : pageQuery(profile, q, profile.pageSize.tasksMax, profile.pageSize.tasksDefault)),
      status: q.status,
      assigned_to: q.assigned_to,
    }),
    response: tasksPageSchema,
    retry: 'backoff',
    what: () => m.api_what_task_list(),
  }),
  hrContacts: getAll('hrContacts', hrContactsSchema, m.api_what_hr_contacts),
  createWorkerOrder: op({
    method: 'POST',
    path: 'createWorkerOrder',
    ids: ({ workerId }: { workerId: Id; order: CreateWorkerOrderBody }) => ({
      id: { id: workerId, what: m.api_id_worker() },
    }),
    body: { schema: createWorkerOrderBodySchema, invalid: (issue) => m.api_invalid_order({ issue }), of: (i) => i.order },
    response: workerOrderSchema,
    retry: 'never',
    what: ({ workerId }) => m.api_what_new_order({ id: String(workerId) }),
  }),
  /** One placed order as the office has it now (API.md: following a worker order). */
  workerOrder: getItem(
    {
      path: 'workerOrder',
      placeholder: 'order_id',
      resourceId: m.api_id_worker,
      itemId: m.api_id_order,
      what: m.api_what_worker_order,
    },
    workerOrderSchema,
  ),
  eventShifts: getById('eventShifts', m.api_id_event, eventShiftsSchema, (id) => m.api_what_event_shifts({ id })),
  /** The office-side shift edit (API.md); the app itself only uses it in demos and tests. */
  eventShift: patchItem(
    {
      path: 'eventShift',
      placeholder: 'shift_id',
      resourceId: m.api_id_event,
      itemId: m.api_id_shift,
      what: m.api_what_shift,
    },
    eventShiftPatchSchema,
    eventShiftSchema,
    (issue) => m.api_invalid_shift_change({ issue }),
  ),
  eventAdmins: getById('eventAdmins', m.api_id_event, eventAdminsSchema, (id) => m.api_what_event_admins({ id })),
  /** GET /config: its shape is open; the orderables catalogue is read out of it by path. */
  config: getAll('config', z.unknown(), m.api_what_configuration),
  events: discoveryList('events', eventsPageSchema, m.api_what_event_list),
  workers: getAll('workers', workersListSchema, m.api_what_worker_list),
  clients: discoveryList('clients', clientsPageSchema, m.api_what_client_list),
};
