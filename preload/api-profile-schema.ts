/**
 * The shape of the API profile (paths, query-parameter names, page sizes) and the rule a path
 * template must follow. Main's client reads the profile (main/core/api/profile.ts holds the
 * defaults); the window edits an override of it in Settings -> Advanced, so the shape is part of
 * the settings described in settings-fields.ts and lives here, with what crosses processes.
 */
import { z } from 'zod';

export const MAX_PATH_TEMPLATE_LENGTH = 200;
export const MAX_PARAM_NAME_LENGTH = 64;

/** `.` or `..`, plain or percent-encoded: a segment a URL parser would resolve away. */
export const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;
/** A template segment: unreserved characters, or one `{name}` placeholder. */
const TEMPLATE_SEGMENT = /^(?:[A-Za-z0-9._~-]+|\{[a-z_]+\})$/;

/** Why a profile path template is unsafe, or undefined when it is fine. */
export function pathTemplateProblem(template: string): string | undefined {
  if (template.length > MAX_PATH_TEMPLATE_LENGTH) return `is longer than ${MAX_PATH_TEMPLATE_LENGTH} characters`;
  if (!template.startsWith('/')) return 'must start with /';
  const segments = template.slice(1).split('/');
  if (segments.some((segment) => DOT_SEGMENT.test(segment))) return 'may not contain . or .. segments';
  if (segments.some((segment) => segment === '')) return 'may not contain empty segments (//)';
  if (segments.some((segment) => !TEMPLATE_SEGMENT.test(segment))) {
    return 'may only use letters, digits, - . _ ~ and {placeholders} between slashes';
  }
  return undefined;
}

const pathTemplate = z
  .string()
  .min(1)
  .superRefine((template, ctx) => {
    const problem = pathTemplateProblem(template);
    if (problem) ctx.addIssue({ code: 'custom', message: `a path ${problem}` });
  });
const paramName = z.string().min(1).max(MAX_PARAM_NAME_LENGTH);
const dottedPath = z.string().min(1).max(MAX_PATH_TEMPLATE_LENGTH);

export const apiProfileSchema = z.object({
  paths: z.object({
    auditLog: pathTemplate,
    workerSummary: pathTemplate,
    integration: pathTemplate,
    regenerateIntegration: pathTemplate,
    clientOrders: pathTemplate,
    clientWorkers: pathTemplate,
    clientDocument: pathTemplate,
    templateRequirement: pathTemplate,
    workerTags: pathTemplate,
    tasks: pathTemplate,
    hrContacts: pathTemplate,
    createWorkerOrder: pathTemplate,
    workerOrder: pathTemplate,
    eventShifts: pathTemplate,
    eventShift: pathTemplate,
    eventAdmins: pathTemplate,
    config: pathTemplate,
    events: pathTemplate,
    workers: pathTemplate,
    clients: pathTemplate,
  }),
  params: z.object({
    workerSummaryUuid: paramName,
    workerSummaryDate: paramName,
    page: paramName,
    itemsPerPage: paramName,
    auditCursor: paramName,
    auditLimit: paramName,
  }),
  pageSize: z.object({
    clientOrdersDefault: z.number().int().min(1),
    clientOrdersMax: z.number().int().min(1),
    auditDefault: z.number().int().min(1),
    auditMax: z.number().int().min(1).max(100),
    discoveryPage: z.number().int().min(1),
    tasksDefault: z.number().int().min(1),
    /** The largest page of tasks the client asks for. */
    tasksMax: z.number().int().min(1),
    /** The largest page of a discovery list (events, clients) the client asks for. */
    discoveryMax: z.number().int().min(1),
  }),
  /** Where GET /config keeps the orderables catalogue, as a dotted path. */
  orderablesPath: dottedPath,
});

/** A partial override as stored in settings: any subset of any section. */
export const apiProfileOverrideSchema = z.object({
  paths: apiProfileSchema.shape.paths.partial().optional(),
  params: apiProfileSchema.shape.params.partial().optional(),
  pageSize: apiProfileSchema.shape.pageSize.partial().optional(),
  orderablesPath: dottedPath.optional(),
});
