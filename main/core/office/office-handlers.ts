/** The office's online-only channels: an integration and its secret, the audit log. */
import type { Connection } from '../connection.js';
import type { HandlerGroup } from '../ipc/handler-map.js';

export function officeHandlers(connection: Pick<Connection, 'requireClient'>) {
  const requireClient = () => connection.requireClient();
  return {
    'api:integration': async ({ id }) => requireClient().getIntegration(id),
    'api:regenerate-integration': async ({ id }) => requireClient().regenerateIntegrationSecret(id),
    'api:audit-log': async (q) =>
      requireClient().auditLog({
        cursor: q.cursor,
        limit: q.limit,
        start_date: q.startDate,
        end_date: q.endDate,
        document_type: q.documentType,
        access_type: q.accessType,
      }),
  } satisfies HandlerGroup;
}
