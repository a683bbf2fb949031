/** Events: the discovery list, shifts (read and office-side edit) and admins. */
import { eventShiftPatchSchema } from '../../core/api/schemas.js';
import { CODES } from '../codes.js';
import { fail, param, readBody } from '../http.js';
import { byPathId, partRoute, withRecord } from './by-path-id.js';
import { discoveryRoute } from './discovery-list.js';
import type { RouteDeps, RouteSpec } from './route.js';

export function eventRoutes({ store, profile }: RouteDeps): RouteSpec[] {
  const eventOr404 = byPathId((id) => store.event(id), CODES.eventNotFound, 'Event');

  return [
    discoveryRoute(profile, 'events', CODES.eventInvalid, () => store.data.events),
    partRoute({ path: 'eventShifts', access: 'read' }, eventOr404, (event) => event.shifts),
    {
      method: 'PATCH',
      path: 'eventShift',
      access: 'write',
      handle: withRecord(eventOr404, async (c, event) => {
        const shiftId = param(c, 'shift_id');
        if (!event.shifts.some((s) => s.id === shiftId)) {
          return fail(c, 404, CODES.shiftNotFound, `Shift ${shiftId} not found in event ${event.summary.id}.`);
        }
        const body = await readBody(c, eventShiftPatchSchema);
        if (!body.ok) return fail(c, 400, CODES.eventInvalid, body.error);
        return c.json(store.patchShift(event.summary.id, shiftId, body.value));
      }),
    },
    partRoute({ path: 'eventAdmins', access: 'read' }, eventOr404, (event) => event.admins),
  ];
}
