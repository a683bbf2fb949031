/** The clients' online-only channels: asked of the server when the supervisor opens the page, never synced. */
import { camelKeys } from '../api/camel-keys.js';
import type { ClientWorkers } from '../api/schemas.js';
import type { Connection } from '../connection.js';
import type { HandlerGroup } from '../ipc/handler-map.js';
import { clientDocumentRow, clientOrdersPageRows } from './client-rows.js';

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

const workerLists = (lists: ClientWorkers) => ({
  preferred: lists.preferred.map(camelKeys),
  normal: lists.normal.map(camelKeys),
  banned: lists.banned.map(camelKeys),
});

export function clientHandlers(connection: Pick<Connection, 'requireClient'>) {
  const requireClient = () => connection.requireClient();
  return {
    'discovery:clients': async () => (await collect(requireClient().clientsAll())).map(camelKeys),
    'api:client-orders': async ({ clientId, page, itemsPerPage }) =>
      clientOrdersPageRows(await requireClient().clientOrders(clientId, { page, itemsPerPage })),
    'api:client-workers': async ({ clientId }) => workerLists(await requireClient().clientWorkers(clientId)),
    'api:client-document': async ({ clientId, documentId }) =>
      clientDocumentRow(await requireClient().clientDocument(clientId, documentId)),
  } satisfies HandlerGroup;
}
