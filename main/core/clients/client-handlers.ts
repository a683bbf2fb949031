/** The clients' online-only channels: asked of the server when the supervisor opens the page, never synced. */
import type { Connection } from '../connection.js';
import type { HandlerGroup } from '../ipc/handler-map.js';
import { clientDocumentRow, clientOrdersPageRows } from './client-rows.js';

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

export function clientHandlers(connection: Pick<Connection, 'requireClient'>) {
  const requireClient = () => connection.requireClient();
  return {
    'discovery:clients': async () => collect(requireClient().clientsAll()),
    'api:client-orders': async ({ clientId, page, itemsPerPage }) =>
      clientOrdersPageRows(await requireClient().clientOrders(clientId, { page, itemsPerPage })),
    'api:client-workers': async ({ clientId }) => requireClient().clientWorkers(clientId),
    'api:client-document': async ({ clientId, documentId }) =>
      clientDocumentRow(await requireClient().clientDocument(clientId, documentId)),
  } satisfies HandlerGroup;
}
