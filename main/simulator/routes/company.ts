/** Company: integrations (company settings, so CMP codes), HR contacts and GET /config. */
import { CODES } from '../codes.js';
import { fail, param, type Ctx } from '../http.js';
import type { RouteDeps, RouteSpec } from './route.js';

export function companyRoutes({ store }: RouteDeps): RouteSpec[] {
  const unexpected = CODES.integrationUnexpected;
  /** The integration, or the CMP-800 / CMP-900 answer. */
  const usableIntegration = (c: Ctx) => {
    const id = param(c, 'id');
    const integration = store.integration(id);
    if (!integration) return fail(c, 404, CODES.integrationNotFound, `Integration ${id} not found.`);
    if (integration.misconfigured) {
      return fail(
        c,
        400,
        CODES.integrationMisconfigured,
        `Integration ${id} has an invalid configuration: its OAuth redirect URL is missing.`,
      );
    }
    return integration;
  };

  return [
    {
      method: 'GET',
      path: 'integration',
      access: 'company',
      unexpected,
      handle(c) {
        const integration = usableIntegration(c);
        return integration instanceof Response ? integration : c.json(integration.info);
      },
    },
    {
      method: 'POST',
      path: 'regenerateIntegration',
      access: 'company',
      unexpected,
      handle(c) {
        const integration = usableIntegration(c);
        return integration instanceof Response
          ? integration
          : c.json({ secret_key: store.regenerateSecret(integration) });
      },
    },
    {
      method: 'GET',
      path: 'hrContacts',
      access: 'read',
      handle: (c) => c.json(store.data.hrContacts),
    },
    {
      method: 'GET',
      path: 'config',
      access: 'read',
      handle: (c) => c.json(store.data.config),
    },
  ];
}
