/** Clients: the discovery list, portal orders, worker preferences and documents. */
import { CODES } from '../codes.js';
import { fail, pageOf, param, readPaging } from '../http.js';
import { byPathId, partRoute, withRecord } from './by-path-id.js';
import { discoveryRoute } from './discovery-list.js';
import type { RouteDeps, RouteSpec } from './route.js';

export function clientRoutes({ store, profile }: RouteDeps): RouteSpec[] {
  const names = { page: profile.params.page, size: profile.params.itemsPerPage };
  const sizes = profile.pageSize;
  const clientOr404 = byPathId((id) => store.client(id), CODES.clientNotFound, 'Client');

  return [
    discoveryRoute(profile, 'clients', CODES.clientInvalid, () => store.data.clients),
    {
      method: 'GET',
      path: 'clientOrders',
      access: 'read',
      handle: withRecord(clientOr404, (c, client) => {
        const paging = readPaging(c, names, sizes.clientOrdersDefault, sizes.clientOrdersMax);
        if (typeof paging === 'string') return fail(c, 400, CODES.clientInvalid, paging);
        const orders = store.clientOrders(client);
        return c.json({ orders: pageOf(orders, paging), total: orders.length });
      }),
    },
    partRoute({ path: 'clientWorkers', access: 'read' }, clientOr404, (client) => client.workers),
    {
      method: 'GET',
      path: 'clientDocument',
      access: 'read',
      handle: withRecord(clientOr404, (c, client) => {
        const documentId = param(c, 'document_id');
        const document = client.documents.find((d) => String(d.id) === documentId);
        return document
          ? c.json(document)
          : fail(c, 404, CODES.documentNotFound, `Document ${documentId} not found for client ${client.summary.id}.`);
      }),
    },
  ];
}
