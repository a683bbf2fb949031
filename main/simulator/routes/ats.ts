/** Applicant tracking: the audit log (cursor paging), template requirements and tasks. */
import { templateRequirementPatchSchema } from '../../core/api/schemas.js';
import { CODES } from '../codes.js';
import { fail, intQuery, pageOf, param, readBody, readPaging } from '../http.js';
import { parseDay } from '../time.js';
import type { AuditLogEntry } from '../types.js';
import { byPathId, withRecord } from './by-path-id.js';
import { MAX_TASKS_PAGE_SIZE, type RouteDeps, type RouteSpec } from './route.js';

/** The cursor names the last entry served; opaque to clients. */
const encodeCursor = (id: number) => Buffer.from(`after:${id}`).toString('base64url');
function decodeCursor(cursor: string): number | undefined {
  const match = /^after:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString());
  return match ? Number(match[1]) : undefined;
}

export function atsRoutes({ store, profile }: RouteDeps): RouteSpec[] {
  const names = { page: profile.params.page, size: profile.params.itemsPerPage };
  const sizes = profile.pageSize;
  const templateOr404 = byPathId((id) => store.template(id), CODES.templateNotFound, 'Compliance template');

  return [
    {
      method: 'GET',
      path: 'auditLog',
      access: 'read',
      handle(c) {
        // Out-of-range limits are clamped, not refused: the reference lists no 400 here.
        const asked = c.req.query(profile.params.auditLimit);
        const limit =
          asked !== undefined && /^-?\d{1,9}$/.test(asked)
            ? Math.min(sizes.auditMax, Math.max(1, Number(asked)))
            : sizes.auditDefault;
        const cursor = c.req.query(profile.params.auditCursor);
        const after = cursor ? decodeCursor(cursor) : undefined;
        if (cursor && after === undefined)
          return fail(c, 400, CODES.auditInvalid, 'The cursor is not one this server issued.');
        const from = c.req.query('start_date');
        const to = c.req.query('end_date');
        for (const d of [from, to]) {
          if (d && parseDay(d) === undefined)
            return fail(c, 400, CODES.auditInvalid, `"${d}" is not a date (YYYY-MM-DD).`);
        }
        const documentType = c.req.query('document_type');
        const accessType = c.req.query('access_type');
        const matches = (e: AuditLogEntry) => {
          const day = e.accessed_at.slice(0, 10);
          return (
            (!from || day >= from) &&
            (!to || day <= to) &&
            (!documentType || e.document_type === documentType) &&
            (!accessType || e.access_type === accessType)
          );
        };
        // Entries are newest first with falling ids, so "after" a cursor means a smaller id.
        const entries: AuditLogEntry[] = [];
        let more = false;
        for (const e of store.audit()) {
          if ((after !== undefined && e.id >= after) || !matches(e)) continue;
          if (entries.length === limit) {
            more = true;
            break;
          }
          entries.push(e);
        }
        const last = entries.at(-1);
        return c.json({ entries, next_cursor: more && last ? encodeCursor(last.id) : null });
      },
    },
    {
      method: 'PATCH',
      path: 'templateRequirement',
      access: 'write',
      handle: withRecord(templateOr404, async (c, template) => {
        const reqId = param(c, 'req_id');
        const requirement = template.requirements.find((r) => String(r.id) === reqId);
        if (!requirement)
          return fail(c, 404, CODES.requirementNotFound, `Requirement ${reqId} not found in template ${template.id}.`);
        const body = await readBody(c, templateRequirementPatchSchema);
        if (!body.ok) return fail(c, 400, CODES.templateInvalid, body.error);
        return c.json(store.patchRequirement(requirement, body.value));
      }),
    },
    {
      method: 'GET',
      path: 'tasks',
      access: 'read',
      handle(c) {
        const paging = readPaging(c, names, sizes.tasksDefault, Math.max(MAX_TASKS_PAGE_SIZE, sizes.tasksDefault));
        if (typeof paging === 'string') return fail(c, 400, CODES.taskInvalid, paging);
        const assignedTo = intQuery(c, 'assigned_to');
        if (assignedTo === null)
          return fail(c, 400, CODES.taskInvalid, 'assigned_to must be a user id (a whole number).');
        const status = c.req.query('status');
        const tasks = store.data.tasks.filter(
          (t) => (!status || t.status === status) && (assignedTo === undefined || t.assigned_to === assignedTo),
        );
        return c.json({ tasks: pageOf(tasks, paging), total: tasks.length });
      },
    },
  ];
}
