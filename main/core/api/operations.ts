/**
 * Every operation of the API reference (and API.md) the app calls, described once: method,
 * path (a template of the API profile), the ids that fill it, query, body schema, response
 * schema and retry rule. The client (client.ts) derives each call from its entry here.
 */
import { z } from 'zod';
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
  /** What is sent: checked before sending, since a refused body is the caller's mistake. */
  body?: { schema: z.ZodType; invalid: string; of: (input: I) => unknown };
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
    throw localInvalid(`"${day}" is not a date (YYYY-MM-DD).`);
}

function pageQuery(profile: ApiProfile, q: PageQuery, max: number, fallback: number): Query {
  const page = q.page ?? 1;
  const size = q.itemsPerPage ?? fallback;
  if (!Number.isInteger(page) || page < 1) throw localInvalid('The page number must be 1 or more.');
  if (!Number.isInteger(size) || size < 1 || size > max)
    throw localInvalid(`The page size must be between 1 and ${max}.`);
  return { [profile.params.page]: page, [profile.params.itemsPerPage]: size };
}

/** Keeps each entry's input and response types while the table is written as one object. */
const op = <I, T>(operation: Operation<I, T>): Operation<I, T> => operation;

/** A GET of what belongs to one resource, named by the `{id}` of its path. */
function getById<T>(path: ApiPathName, idWords: string, response: z.ZodType<T>, what: (id: Id) => string) {
  return op({
    method: 'GET',
    path,
    ids: ({ id }: { id: Id }) => ({ id: { id, what: idWords } }),
    response,
    retry: 'backoff',
    what: ({ id }) => what(id),
  });
}

/** One item under a resource ("document 7 of client 42"): `{id}` and the item's own placeholder. */
interface ItemOf {
  path: ApiPathName;
  resource: string;
  item: string;
  placeholder: string;
}

interface ItemInput {
  id: Id;
  itemId: Id;
}

function itemIds({ resource, item, placeholder }: ItemOf) {
  return ({ id, itemId }: ItemInput) => ({
    id: { id, what: `The ${resource} id` },
    [placeholder]: { id: itemId, what: `The ${item} id` },
  });
}

/** A GET of one item under a resource. */
function getItem<T>(of: ItemOf, response: z.ZodType<T>) {
  return op({
    method: 'GET',
    path: of.path,
    ids: itemIds(of),
    response,
    retry: 'backoff',
    what: ({ id, itemId }) => `${of.item} ${itemId} of ${of.resource} ${id}`,
  });
}

/** A PATCH of one item under a resource, the change checked against `patch` before it is sent. */
function patchItem<B, T>(of: ItemOf, patch: z.ZodType<B>, response: z.ZodType<T>) {
  return op<ItemInput & { patch: B }, T>({
    method: 'PATCH',
    path: of.path,
    ids: itemIds(of),
    body: { schema: patch, invalid: `The ${of.item} change is not valid`, of: (i) => i.patch },
    response,
    retry: 'never',
    what: ({ itemId }) => `${of.item} ${itemId}`,
  });
}

/** A discovery list of API.md: paged like the others, within its own limits. */
function discoveryList<T>(path: 'events' | 'clients', response: z.ZodType<T>, what: string) {
  return op({
    method: 'GET',
    path,
    query: (q: PageQuery, profile) =>
      pageQuery(profile, q, profile.pageSize.discoveryMax, profile.pageSize.discoveryPage),
    response,
    retry: 'backoff',
    what: () => what,
  });
}

/** A GET with neither ids nor query. */
function getAll<T>(path: ApiPathName, response: z.ZodType<T>, what: string) {
  return op({ method: 'GET', path, response, retry: 'backoff', what: () => what });
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
    what: () => 'the audit log',
  }),
  /** Weekly time tracking of a worker for the pay period containing `date`. */
  workerSummary: op({
    method: 'GET',
    path: 'workerSummary',
    query: ({ uuid, date }: { uuid: string; date: string }, profile) => {
      const checked = workerUuidSchema.safeParse(uuid);
      if (!checked.success) throw localInvalid(checked.error.issues[0]?.message ?? 'Not a worker UUID.');
      checkDay(date);
      return { [profile.params.workerSummaryUuid]: uuid, [profile.params.workerSummaryDate]: date };
    },
    response: workerTimeTrackingSummarySchema,
    retry: 'backoff',
    what: ({ uuid }) => `the time tracking of worker ${uuid}`,
  }),
  integration: getById('integration', 'The integration id', integrationSchema, (id) => `integration ${id}`),
  /** Each call makes a new secret and the old one stops working. */
  regenerateIntegration: op({
    method: 'POST',
    path: 'regenerateIntegration',
    ids: ({ id }: { id: Id }) => ({ id: { id, what: 'The integration id' } }),
    response: integrationSecretSchema,
    retry: 'never',
    what: ({ id }) => `the new secret of integration ${id}`,
  }),
  clientOrders: op({
    method: 'GET',
    path: 'clientOrders',
    ids: ({ clientId }: { clientId: Id; page: PageQuery }) => ({ id: { id: clientId, what: 'The client id' } }),
    query: ({ page }, profile) =>
      pageQuery(profile, page, profile.pageSize.clientOrdersMax, profile.pageSize.clientOrdersDefault),
    response: clientOrdersPageSchema,
    retry: 'backoff',
    what: ({ clientId }) => `the orders of client ${clientId}`,
  }),
  clientWorkers: getById('clientWorkers', 'The client id', clientWorkersSchema, (id) => `the workers of client ${id}`),
  clientDocument: getItem(
    { path: 'clientDocument', resource: 'client', item: 'document', placeholder: 'document_id' },
    clientDocumentSchema,
  ),
  templateRequirement: patchItem(
    { path: 'templateRequirement', resource: 'template', item: 'requirement', placeholder: 'req_id' },
    templateRequirementPatchSchema,
    templateRequirementSchema,
  ),
  workerTags: getById('workerTags', 'The worker id', workerTagsSchema, (id) => `the tags of worker ${id}`),
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
    what: () => 'the task list',
  }),
  hrContacts: getAll('hrContacts', hrContactsSchema, 'the HR contacts'),
  createWorkerOrder: op({
    method: 'POST',
    path: 'createWorkerOrder',
    ids: ({ workerId }: { workerId: Id; order: CreateWorkerOrderBody }) => ({
      id: { id: workerId, what: 'The worker id' },
    }),
    body: {
      schema: createWorkerOrderBodySchema,
      invalid: "An order needs the orderable id and the worker's personnel id",
      of: (i) => i.order,
    },
    response: workerOrderSchema,
    retry: 'never',
    what: ({ workerId }) => `the order for worker ${workerId}`,
  }),
  /** One placed order as the office has it now (API.md: following a worker order). */
  workerOrder: getItem(
    { path: 'workerOrder', resource: 'worker', item: 'order', placeholder: 'order_id' },
    workerOrderSchema,
  ),
  eventShifts: getById('eventShifts', 'The event id', eventShiftsSchema, (id) => `the shifts of event ${id}`),
  /** The office-side shift edit (API.md); the app itself only uses it in demos and tests. */
  eventShift: patchItem(
    { path: 'eventShift', resource: 'event', item: 'shift', placeholder: 'shift_id' },
    eventShiftPatchSchema,
    eventShiftSchema,
  ),
  eventAdmins: getById('eventAdmins', 'The event id', eventAdminsSchema, (id) => `the admins of event ${id}`),
  /** GET /config: its shape is open; the orderables catalogue is read out of it by path. */
  config: getAll('config', z.unknown(), 'the configuration'),
  events: discoveryList('events', eventsPageSchema, 'the event list'),
  workers: getAll('workers', workersListSchema, 'the worker list'),
  clients: discoveryList('clients', clientsPageSchema, 'the client list'),
};
