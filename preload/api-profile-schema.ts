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

/**
 * Where each operation of the API lives by default, named once: the profile's `paths` (and
 * so `ApiPathName`, the operation rows' path names and the simulator's routes) are derived
 * from it. A new API call adds its path here and nowhere else.
 */
export const DEFAULT_PATHS = {
  auditLog: '/ats-dashboard/audit-log',
  workerSummary: '/time-tracking/worker-summary',
  integration: '/company/integrations/{id}',
  regenerateIntegration: '/company/integrations/{id}/regenerate',
  clientOrders: '/clients/{id}/orders',
  clientWorkers: '/clients/{id}/workers',
  clientDocument: '/clients/{id}/documents/{document_id}',
  templateRequirement: '/ats-compliance-templates/{id}/requirements/{req_id}',
  workerTags: '/workers/{id}/tags',
  tasks: '/ats-tasks',
  hrContacts: '/company/info/hr',
  createWorkerOrder: '/workers/{id}/orders',
  workerOrder: '/workers/{id}/orders/{order_id}',
  eventShifts: '/events/{id}/shifts',
  eventShift: '/events/{id}/shifts/{shift_id}',
  eventAdmins: '/events/{id}/admins',
  config: '/config',
  events: '/events',
  workers: '/workers',
  clients: '/clients',
} as const;

type PathName = keyof typeof DEFAULT_PATHS;
const pathTemplates = Object.fromEntries(Object.keys(DEFAULT_PATHS).map((name) => [name, pathTemplate])) as Record<
  PathName,
  typeof pathTemplate
>;

export const apiProfileSchema = z.object({
  paths: z.object(pathTemplates),
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
