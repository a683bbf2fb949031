/** Workers: the discovery list, tags, worker orders and the time-tracking summary. */
import { createWorkerOrderBodySchema } from '../../core/api/schemas.js';
import { CODES } from '../codes.js';
import { fail, param, readBody } from '../http.js';
import { parseDay } from '../time.js';
import { byPathId, partRoute, withRecord } from './by-path-id.js';
import { readRoute, type RouteDeps, type RouteSpec } from './route.js';

const UUID = /^[a-zA-Z0-9]{10}$/;

export function workerRoutes({ store, profile }: RouteDeps): RouteSpec[] {
  const unexpected = CODES.workerInvalid;
  const workerOr404 = byPathId((id) => store.worker(id), CODES.workerNotFound, 'Worker');

  return [
    readRoute('workers', () => ({ workers: store.data.workers.map((w) => w.summary) })),
    partRoute({ path: 'workerTags', access: 'read', unexpected }, workerOr404, (worker) => worker.tags),
    {
      method: 'POST',
      path: 'createWorkerOrder',
      access: 'write',
      unexpected,
      handle: withRecord(workerOr404, async (c, worker) => {
        const body = await readBody(c, createWorkerOrderBodySchema);
        if (!body.ok) return fail(c, 400, CODES.workerInvalid, body.error);
        const orderable = store.orderable(body.value.id);
        if (!orderable) return fail(c, 400, CODES.workerInvalid, `Orderable ${body.value.id} is not in the catalogue.`);
        if (body.value.p_id !== worker.summary.personnel_id) {
          return fail(
            c,
            400,
            CODES.workerInvalid,
            `p_id ${body.value.p_id} is not the personnel id of worker ${worker.summary.id}.`,
          );
        }
        return c.json(store.createOrder(worker, orderable), 201);
      }),
    },
    {
      method: 'GET',
      path: 'workerOrder',
      access: 'read',
      unexpected,
      handle: withRecord(workerOr404, (c, worker) => {
        const orderId = param(c, 'order_id');
        const order = store.order(orderId);
        // Another worker's order is as unknown here as one that never existed.
        if (!order || order.personnel_id !== worker.summary.personnel_id) {
          return fail(c, 404, CODES.workerNotFound, `Worker ${worker.summary.id} has no order ${orderId}.`);
        }
        return c.json(order);
      }),
    },
    {
      method: 'GET',
      path: 'workerSummary',
      access: 'read',
      unexpected,
      handle(c) {
        const uuidName = profile.params.workerSummaryUuid;
        const dateName = profile.params.workerSummaryDate;
        const uuid = c.req.query(uuidName) ?? '';
        const date = c.req.query(dateName) ?? '';
        if (!UUID.test(uuid))
          return fail(c, 400, CODES.workerInvalid, `${uuidName} is required: exactly 10 letters or digits.`);
        const day = parseDay(date);
        if (day === undefined)
          return fail(c, 400, CODES.workerInvalid, `${dateName} is required: a real date as YYYY-MM-DD.`);
        const worker = store.workerByUuid(uuid);
        if (!worker) return fail(c, 404, CODES.workerNotFound, `No worker has UUID ${uuid}.`);
        return c.json(store.summary(worker, day));
      },
    },
  ];
}
