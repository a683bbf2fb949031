/** The office's online-only channels: an integration and its secret, the audit log, answered in camelCase. */
import { camelKeys } from '../api/camel-keys.js';
import type { Connection } from '../connection.js';
import type { HandlerGroup } from '../ipc/handler-map.js';

export function officeHandlers(connection: Pick<Connection, 'requireClient'>) {
  const requireClient = () => connection.requireClient();
  return {
    'api:integration': async ({ id }) => camelKeys(await requireClient().getIntegration(id)),
    'api:regenerate-integration': async ({ id }) => camelKeys(await requireClient().regenerateIntegrationSecret(id)),
    'api:audit-log': async (q) => {
      const page = await requireClient().auditLog({
        cursor: q.cursor,
        limit: q.limit,
        start_date: q.startDate,
        end_date: q.endDate,
        document_type: q.documentType,
        access_type: q.accessType,
      });
      return { entries: page.entries.map(camelKeys), nextCursor: page.next_cursor };
    },
  } satisfies HandlerGroup;
}
