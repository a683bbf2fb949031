/**
 * zod schemas of every resource in the API reference (and the discovery lists of API.md).
 * Response schemas are lenient (unknown fields dropped, numeric strings accepted, unknown enum
 * values kept); request schemas are strict, because what we send must be exactly right.
 */
import { z } from 'zod';
import {
  idInt,
  idStr,
  list,
  MAX_TOKEN_LENGTH,
  nullableStr,
  optBool,
  optDate,
  optInt,
  optObject,
  optStr,
} from './fields.js';
import { NOT_PLAIN, readsPlain } from './plain-parse.js';

/** A page's required total: a count, written as a number or as digits. */
const requiredCount = readsPlain(
  z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), z.number().int().nonnegative()),
  () => (v) => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : NOT_PLAIN),
);

export const apiErrorBodySchema = z.object({ code: z.string().min(1).max(200), error: optStr });
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

// --- Audit log -------------------------------------------------------------------------------
export const auditLogEntrySchema = z.object({
  id: idInt,
  document_type: optStr,
  document_id: optInt,
  access_type: optStr,
  accessed_by: optInt,
  accessed_at: optStr,
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogPageSchema = z.object({
  entries: list(auditLogEntrySchema),
  next_cursor: z.preprocess(
    (v) => (v === undefined || v === '' ? null : v),
    z.string().max(MAX_TOKEN_LENGTH).nullable(),
  ),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

// --- Integrations ----------------------------------------------------------------------------
export const integrationSchema = z.object({
  id: idInt,
  name: optStr,
  description: optStr,
  one_liner: optStr,
  url: optStr,
  icon_url: optStr,
  category: optStr,
  setup_instructions: optStr,
});
export type Integration = z.infer<typeof integrationSchema>;

export const integrationSecretSchema = z.object({ secret_key: z.string().min(1).max(MAX_TOKEN_LENGTH) });
export type IntegrationSecret = z.infer<typeof integrationSecretSchema>;

// --- Clients ---------------------------------------------------------------------------------
export const clientOrderShiftSchema = z.object({
  id: idStr,
  custom_name: optStr,
  role_id: optStr,
  quantity: optInt,
  start: optStr,
  end: optStr,
  overnight: optBool,
  comments: optStr,
});
export type ClientOrderShift = z.infer<typeof clientOrderShiftSchema>;

export const clientOrderSchema = z.object({
  id: idStr,
  name: optStr,
  comments: optStr,
  order_comments: optStr,
  time_start: optStr,
  time_end: optStr,
  location: optStr,
  address: optStr,
  city: optStr,
  postal_code: optStr,
  order_status: optInt,
  order_created: optStr,
  shifts: list(clientOrderShiftSchema),
});
export type ClientOrder = z.infer<typeof clientOrderSchema>;

export const clientOrdersPageSchema = z.object({
  orders: list(clientOrderSchema),
  total: requiredCount,
});
export type ClientOrdersPage = z.infer<typeof clientOrdersPageSchema>;

export const clientWorkerPreferenceSchema = z.object({
  personnel_id: idStr,
  name: optStr,
  date: optStr,
});
export type ClientWorkerPreference = z.infer<typeof clientWorkerPreferenceSchema>;

/**
 * The three lists must be there (null reads as empty): an answer without `banned` would
 * otherwise replace the stored set and silently clear every banned flag.
 */
const preferenceList = z.preprocess((v) => (v === null ? [] : v), z.array(clientWorkerPreferenceSchema));
export const clientWorkersSchema = z.object({
  preferred: preferenceList,
  normal: preferenceList,
  banned: preferenceList,
});
export type ClientWorkers = z.infer<typeof clientWorkersSchema>;

export const clientDocumentSchema = z.object({
  id: idInt,
  name: optStr,
  file_name: optStr,
  date_added: optStr,
  type: optStr,
  location: optStr,
  /** 0 active, 1 soft-deleted; other values are kept and shown as unknown. */
  deleted: optInt,
  date_deleted: nullableStr,
});
export type ClientDocument = z.infer<typeof clientDocumentSchema>;

// --- Compliance templates --------------------------------------------------------------------
export const templateRequirementSchema = z.object({
  id: idInt,
  template_id: optInt,
  credential_id: optInt,
  is_required: optBool,
  notes: optStr,
  source_template_id: optInt,
});
export type TemplateRequirement = z.infer<typeof templateRequirementSchema>;

/** What we send to PATCH a requirement: at least one of the two fields, nothing else. */
export const templateRequirementPatchSchema = z
  .strictObject({
    is_required: z.boolean().optional(),
    notes: z.string().max(5000).optional(),
  })
  .refine((b) => b.is_required !== undefined || b.notes !== undefined, {
    message: 'give is_required or notes',
  });
export type TemplateRequirementPatch = z.infer<typeof templateRequirementPatchSchema>;

// --- Workers ---------------------------------------------------------------------------------
export const workerTagSchema = z.object({ id: idStr, text: optStr });
export type WorkerTag = z.infer<typeof workerTagSchema>;
export const workerTagsSchema = list(workerTagSchema);

export const workerOrderSchema = z.object({
  id: idStr,
  personnel_id: optStr,
  company_id: optStr,
  ordering_personnel_id: optStr,
  companies_personnel_orderables_id: optStr,
  name: optStr,
  cost: optStr,
  date: optStr,
  formatted_date: optStr,
  /** A key of WORKER_ORDER_STATUS (preload/rows.ts); anything else is kept as sent. */
  status: optStr,
  response_message: nullableStr,
  submitter: optStr,
  reach_out_email: optStr,
  deduction_types_id: optStr,
  status_datetime: optStr,
});
export type WorkerOrder = z.infer<typeof workerOrderSchema>;

/** Body of the worker-order POST: both ids are required strings. */
export const createWorkerOrderBodySchema = z.strictObject({
  id: z.string().trim().min(1).max(100),
  p_id: z.string().trim().min(1).max(100),
});
export type CreateWorkerOrderBody = z.infer<typeof createWorkerOrderBodySchema>;

// --- Tasks and HR ----------------------------------------------------------------------------
export const taskSchema = z.object({
  id: idInt,
  application_id: optInt,
  title: optStr,
  description: optStr,
  assigned_to: optInt,
  due_date: optDate,
  status: optStr,
  reminder_days_before: optInt,
  created_at: optStr,
});
export type Task = z.infer<typeof taskSchema>;

export const tasksPageSchema = z.object({
  tasks: list(taskSchema),
  total: requiredCount,
});

export const hrContactSchema = z.object({
  id: idInt,
  hr_manager: optStr,
  hr_email: optStr,
  hr_phone: optStr,
  is_default: optInt,
});
export type HrContact = z.infer<typeof hrContactSchema>;
export const hrContactsSchema = list(hrContactSchema);

// --- Events ----------------------------------------------------------------------------------
export const skillsetSchema = z.object({ id: optInt, name: optStr });

export const eventShiftSchema = z.object({
  id: idStr,
  event_id: optStr,
  custom_name: optStr,
  start_time: optStr,
  end_time: optStr,
  skillsets: list(skillsetSchema),
  quantity: optInt,
  filled: optInt,
  alternate_quantity: optInt,
  alternate_filled: optInt,
  comments: optStr,
});
export type EventShift = z.infer<typeof eventShiftSchema>;
export const eventShiftsSchema = list(eventShiftSchema);

/** Office-side shift edit (API.md): any of these fields. */
export const eventShiftPatchSchema = z
  .strictObject({
    quantity: z.number().int().nonnegative().optional(),
    filled: z.number().int().nonnegative().optional(),
    alternate_quantity: z.number().int().nonnegative().optional(),
    alternate_filled: z.number().int().nonnegative().optional(),
    custom_name: z.string().max(500).optional(),
    start_time: z.string().max(50).optional(),
    end_time: z.string().max(50).optional(),
    comments: z.string().max(5000).optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'give at least one field' });
export type EventShiftPatch = z.infer<typeof eventShiftPatchSchema>;

export const eventAdminSchema = z.object({ id: idInt, name: optStr, email: optStr });
export type EventAdmin = z.infer<typeof eventAdminSchema>;
export const eventAdminsSchema = list(eventAdminSchema);

// --- Configuration: the orderables catalogue -------------------------------------------------
export const orderableSchema = z.object({ id: idStr, name: optStr, cost: optStr });
export type Orderable = z.infer<typeof orderableSchema>;
export const orderablesSchema = list(orderableSchema);

// --- Discovery lists (API.md) ----------------------------------------------------------------
export const discoveredEventSchema = z.object({
  id: idStr,
  event_id: optStr,
  name: optStr,
  date: optStr,
  client_id: optStr,
  location: optObject(z.object({ location: optStr, addy_city: optStr })),
});
export type DiscoveredEvent = z.infer<typeof discoveredEventSchema>;

export const eventsPageSchema = z.object({
  events: list(discoveredEventSchema),
  total_count: optInt,
});
export type EventsPage = z.infer<typeof eventsPageSchema>;

export const discoveredWorkerSchema = z.object({
  id: idStr,
  name_first: optStr,
  name_last: optStr,
  email: optStr,
  phone: optStr,
  uuid: optStr,
  personnel_id: optStr,
});
export type DiscoveredWorker = z.infer<typeof discoveredWorkerSchema>;
export const workersListSchema = z.object({ workers: list(discoveredWorkerSchema) });

export const discoveredClientSchema = z.object({ id: idStr, client_name: optStr });
export type DiscoveredClient = z.infer<typeof discoveredClientSchema>;
export const clientsPageSchema = z.object({ clients: list(discoveredClientSchema), total_count: optInt });
export type ClientsPage = z.infer<typeof clientsPageSchema>;
