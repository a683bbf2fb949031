/** Events: the discovery list, shifts (read and office-side edit) and admins. */
import { eventShiftPatchSchema } from '../../core/api/schemas.js';
import { CODES } from '../codes.js';
import { fail, pageOf, param, readBody, readPaging, type Ctx } from '../http.js';
import { MAX_DISCOVERY_PAGE_SIZE, type RouteDeps, type RouteSpec } from './route.js';

export function eventRoutes({ store, profile }: RouteDeps): RouteSpec[] {
  const names = { page: profile.params.page, size: profile.params.itemsPerPage };
  const pageSize = profile.pageSize.discoveryPage;
  const eventOr404 = (c: Ctx) => {
    const event = store.event(param(c, 'id'));
    return event ?? fail(c, 404, CODES.eventNotFound, `Event ${param(c, 'id')} not found.`);
  };

  return [
    {
      method: 'GET',
      path: 'events',
      access: 'read',
      handle(c) {
        const paging = readPaging(c, names, pageSize, Math.max(MAX_DISCOVERY_PAGE_SIZE, pageSize));
        if (typeof paging === 'string') return fail(c, 400, CODES.eventInvalid, paging);
        const events = store.data.events;
        return c.json({ events: pageOf(events, paging).map((e) => e.summary), total_count: events.length });
      },
    },
    {
      method: 'GET',
      path: 'eventShifts',
      access: 'read',
      handle(c) {
        const event = eventOr404(c);
        return event instanceof Response ? event : c.json(event.shifts);
      },
    },
    {
      method: 'PATCH',
      path: 'eventShift',
      access: 'write',
      async handle(c) {
        const event = eventOr404(c);
        if (event instanceof Response) return event;
        const shiftId = param(c, 'shift_id');
        if (!event.shifts.some((s) => s.id === shiftId)) {
          return fail(c, 404, CODES.shiftNotFound, `Shift ${shiftId} not found in event ${event.summary.id}.`);
        }
        const body = await readBody(c, eventShiftPatchSchema);
        if (!body.ok) return fail(c, 400, CODES.eventInvalid, body.error);
        return c.json(store.patchShift(event.summary.id, shiftId, body.value));
      },
    },
    {
      method: 'GET',
      path: 'eventAdmins',
      access: 'read',
      handle(c) {
        const event = eventOr404(c);
        return event instanceof Response ? event : c.json(event.admins);
      },
    },
  ];
}
