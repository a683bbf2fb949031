/** Clients: the discovery list, portal orders, worker preferences and documents. */
import { CODES } from '../codes.js';
import { fail, pageOf, param, readPaging, type Ctx } from '../http.js';
import { MAX_DISCOVERY_PAGE_SIZE, type RouteDeps, type RouteSpec } from './route.js';

export function clientRoutes({ store, profile }: RouteDeps): RouteSpec[] {
  const names = { page: profile.params.page, size: profile.params.itemsPerPage };
  const sizes = profile.pageSize;
  const clientOr404 = (c: Ctx) => {
    const client = store.client(param(c, 'id'));
    return client ?? fail(c, 404, CODES.clientNotFound, `Client ${param(c, 'id')} not found.`);
  };

  return [
    {
      method: 'GET',
      path: 'clients',
      access: 'read',
      handle(c) {
        const paging = readPaging(
          c,
          names,
          sizes.discoveryPage,
          Math.max(MAX_DISCOVERY_PAGE_SIZE, sizes.discoveryPage),
        );
        if (typeof paging === 'string') return fail(c, 400, CODES.clientInvalid, paging);
        const clients = store.data.clients;
        return c.json({ clients: pageOf(clients, paging).map((cl) => cl.summary), total_count: clients.length });
      },
    },
    {
      method: 'GET',
      path: 'clientOrders',
      access: 'read',
      handle(c) {
        const client = clientOr404(c);
        if (client instanceof Response) return client;
        const paging = readPaging(c, names, sizes.clientOrdersDefault, sizes.clientOrdersMax);
        if (typeof paging === 'string') return fail(c, 400, CODES.clientInvalid, paging);
        const orders = store.clientOrders(client);
        return c.json({ orders: pageOf(orders, paging), total: orders.length });
      },
    },
    {
      method: 'GET',
      path: 'clientWorkers',
      access: 'read',
      handle(c) {
        const client = clientOr404(c);
        return client instanceof Response ? client : c.json(client.workers);
      },
    },
    {
      method: 'GET',
      path: 'clientDocument',
      access: 'read',
      handle(c) {
        const client = clientOr404(c);
        if (client instanceof Response) return client;
        const documentId = param(c, 'document_id');
        const document = client.documents.find((d) => String(d.id) === documentId);
        return document
          ? c.json(document)
          : fail(c, 404, CODES.documentNotFound, `Document ${documentId} not found for client ${client.summary.id}.`);
      },
    },
  ];
}
