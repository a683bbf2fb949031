/** Company: integrations (company settings, so CMP codes) and GET /config. */
import { CODES } from '../codes.js';
import { fail, param, type Ctx } from '../http.js';
import { byPathId, partRoute, withRecord } from './by-path-id.js';
import { readRoute, type RouteDeps, type RouteSpec } from './route.js';

export function companyRoutes({ store }: RouteDeps): RouteSpec[] {
  const unexpected = CODES.integrationUnexpected;
  const integrationOr404 = byPathId((id) => store.integration(id), CODES.integrationNotFound, 'Integration');
  /** The integration, or the CMP-800 / CMP-900 answer. */
  const usableIntegration = (c: Ctx) => {
    const integration = integrationOr404(c);
    if (integration instanceof Response || !integration.misconfigured) return integration;
    return fail(
      c,
      400,
      CODES.integrationMisconfigured,
      `Integration ${param(c, 'id')} has an invalid configuration: its OAuth redirect URL is missing.`,
    );
  };

  return [
    partRoute(
      { path: 'integration', access: 'company', unexpected },
      usableIntegration,
      (integration) => integration.info,
    ),
    {
      method: 'POST',
      path: 'regenerateIntegration',
      access: 'company',
      unexpected,
      handle: withRecord(usableIntegration, (c, integration) =>
        c.json({ secret_key: store.regenerateSecret(integration) }),
      ),
    },
    readRoute('config', () => store.data.config),
  ];
}
