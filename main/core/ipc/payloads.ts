/**
 * zod schemas of every call's payload, one per channel of the contract. The renderer is the
 * attack surface: each payload is checked here before any handler sees it.
 */
import { z } from 'zod';
import { BATCH_REFUSALS, PAPERS, ROSTER_MAX_EVENTS, sheetProblem, type Calls, type Channel } from '../../../preload/contract.js';
import { templateRequirementPatchSchema } from '../api/schemas.js';
import { settingsUpdateSchema } from '../../../preload/settings-fields.js';
import { apiKeySchema, daySchema, environmentSchema, idSchema, weakKeyPolicySchema } from '../input-schemas.js';

const none = z
  .undefined()
  .or(z.null())
  .transform(() => undefined);
const id = idSchema;
/** The renderer's name for an alert (kind, event, shift, stage): only a key to find it again. */
const alertId = z.string().min(1).max(400);
/** "YYYY-MM-DD HH:mm:ss", as shift times are stored. */
const shiftTimeText = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

/** A sheet's address is checked by the rules the page reads it with (preload/print-sheets.ts). */
const sheetRequestSchema = z
  .discriminatedUnion('sheet', [
    z.strictObject({ sheet: z.literal('sign-in'), db: z.string().max(80), eventId: z.string().max(64), allShifts: z.boolean() }),
    z.strictObject({
      sheet: z.literal('roster'),
      db: z.string().max(80),
      day: z.string().max(10),
      eventIds: z.array(z.string().max(64)).max(ROSTER_MAX_EVENTS),
    }),
    z.strictObject({ sheet: z.literal('orders'), db: z.string().max(80) }),
  ])
  .superRefine((request, ctx) => {
    const problem = sheetProblem(request);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
const printRequestSchema = z.strictObject({
  request: sheetRequestSchema,
  paper: z.enum(PAPERS),
  title: z.string().trim().min(1).max(200),
});

/** Typed against the contract: a schema that produces anything else fails to compile. */
export const payloadSchemas: { [C in Channel]: z.ZodType<Calls[C]['req'], unknown> } = {
  'connection:status': none,
  'connection:connect': z.strictObject({
    environment: environmentSchema.exclude(['demo']),
    baseUrl: z.string().max(500).optional(),
    apiKey: apiKeySchema,
    weakPolicy: weakKeyPolicySchema.optional(),
  }),
  'connection:choose-weak-policy': z.strictObject({ policy: weakKeyPolicySchema }),
  'connection:disconnect': none,
  'demo:start': none,
  'demo:examples': none,
  'settings:get': none,
  'settings:update': settingsUpdateSchema,
  'settings:notice': none,
  'connectivity:get': none,
  'app:info': none,
  'app:open-external': z.strictObject({ url: z.string().max(2000) }),
  'print:sheet': printRequestSchema,
  'print:save-pdf': printRequestSchema,
  'app:save-csv': z.strictObject({
    suggestedName: z
      .string()
      .trim()
      .min(1)
      .max(120)
      .regex(/^[^/\\:*?"<>|\0]+$/, 'not a file name'),
    csv: z.string().max(50_000_000),
  }),
  'update:status': none,
  'update:restart': none,
  'sync:now': none,
  'sync:cancel': none,
  'sync:status': none,
  'sync:ack': z.strictObject({
    acks: z
      .array(
        z.strictObject({
          batchId: z.string().min(1).max(100),
          rowsWritten: z.number().int().min(0),
          refused: z.enum(BATCH_REFUSALS).optional(),
        }),
      )
      .max(1000),
  }),
  'discovery:clients': none,
  'orders:submit': z.strictObject({
    localId: z.string().min(1).max(100),
    workerId: id,
    orderableId: id,
    personnelId: id,
  }),
  'orders:follow': z.strictObject({
    orders: z
      .array(
        z.strictObject({
          localId: z.string().min(1).max(100),
          workerId: id,
          orderId: id,
          placedAt: z.iso.datetime(),
          statusAsOf: z.iso.datetime().optional(),
        }),
      )
      .max(5000),
  }),
  'outbox:drained': z.strictObject({ drainId: z.string().min(1).max(100) }),
  'sync:hints': z.strictObject({
    events: z
      .array(z.strictObject({ eventId: id, start: shiftTimeText, end: shiftTimeText }))
      .max(2000),
  }),
  'alerts:notify': z.strictObject({
    alertId: alertId,
    title: z.string().trim().min(1).max(200),
    body: z.string().max(1000),
    target: z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('shift'), eventId: id, shiftId: id }),
      z.strictObject({ kind: z.literal('order'), localId: z.string().min(1).max(100) }),
    ]),
  }),
  'alerts:withdraw': z.strictObject({ alertId }),
  'compliance:submit': z
    .strictObject({
      localId: z.string().min(1).max(100),
      templateId: id,
      requirementId: id,
      isRequired: z.boolean().optional(),
      notes: templateRequirementPatchSchema.shape.notes,
    })
    .refine((e) => e.isRequired !== undefined || e.notes !== undefined, { message: 'give isRequired or notes' }),
  'api:client-orders': z.strictObject({
    clientId: id,
    page: z.number().int().min(1),
    itemsPerPage: z.number().int().min(1).max(100),
  }),
  'api:client-workers': z.strictObject({ clientId: id }),
  'api:client-document': z.strictObject({ clientId: id, documentId: id }),
  'api:integration': z.strictObject({ id }),
  'api:regenerate-integration': z.strictObject({ id }),
  'api:audit-log': z.strictObject({
    cursor: z.string().max(500).optional(),
    limit: z.number().int().min(1).max(100).optional(),
    startDate: daySchema.optional(),
    endDate: daySchema.optional(),
    documentType: z.string().max(100).optional(),
    accessType: z.string().max(100).optional(),
  }),
};
