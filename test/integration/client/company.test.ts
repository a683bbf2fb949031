/** Company settings: integrations (CMP codes), secret regeneration and HR contacts. */
import { describe, expect, it } from 'vitest';
import { apiError, held, RO_KEY, ROUTES, useClientSuite, WRONG_KEY } from './helpers.js';
import { OPERATIONS } from '../../../main/core/api/operations.js';

const { sim, client, requestCount } = useClientSuite();
const readOnly = () => client({ apiKey: RO_KEY });
const integration = (id: number) => held(sim().store.integration(String(id)), `integration ${id}`);

describe('getIntegration', () => {
  it('returns integrations 11 and 12 as stored', async () => {
    for (const id of [11, 12]) {
      const info = await client().getIntegration(id);
      expect(info).toEqual(integration(id).info);
    }
    expect(await client().getIntegration('11')).toMatchObject({
      id: 11,
      name: 'ADP Workforce Now',
      category: 'payroll',
    });
  });

  it('an unknown integration is not-found CMP-800, asked once', async () => {
    const err = await apiError(() => client().getIntegration(99));
    expect(err).toMatchObject({ kind: 'not-found', code: 'CMP-800', status: 404, notSent: false });
    expect(err.message).toMatch(/not found/i);
    expect(await requestCount(ROUTES.integration)).toBe(1);
  });

  it('integration 13 is misconfigured: invalid-request CMP-900, not retried', async () => {
    const err = await apiError(() => client().getIntegration(13));
    expect(err).toMatchObject({ kind: 'invalid-request', code: 'CMP-900', status: 400 });
    expect(err.message).toMatch(/set up wrongly on the server/);
    expect(await requestCount(ROUTES.integration)).toBe(1);
  });

  it('the read-only key gets permission CMP-1000 (403), not retried', async () => {
    const err = await apiError(() => readOnly().getIntegration(11));
    expect(err).toMatchObject({ kind: 'permission', code: 'CMP-1000', status: 403 });
    expect(await requestCount(ROUTES.integration)).toBe(1);
  });

  it('a wrong key gets auth ATH-100 (401)', async () => {
    const err = await apiError(() => client({ apiKey: WRONG_KEY }).getIntegration(11));
    expect(err).toMatchObject({ kind: 'auth', code: 'ATH-100', status: 401 });
  });

  it('an unexpected error is server CMP-1100 once the GET retries are used up', async () => {
    sim().store.faults.set({ failNext: 4 });
    const err = await apiError(() => client().getIntegration(11));
    expect(err).toMatchObject({ kind: 'server', code: 'CMP-1100', status: 500 });
    expect(await requestCount(ROUTES.integration)).toBe(4);
  });

  it('one unexpected error is retried away', async () => {
    sim().store.faults.set({ failNext: 1 });
    expect(await client().getIntegration(12)).toEqual(integration(12).info);
    expect(await requestCount(ROUTES.integration)).toBe(2);
  });
});

describe('regenerateIntegrationSecret', () => {
  it('returns a new secret, which is the one the simulator now holds', async () => {
    const old = integration(12).secret;
    const { secret_key } = await client().regenerateIntegrationSecret(12);
    expect(secret_key).toMatch(/^sk_live_[0-9a-f]{40}$/);
    expect(secret_key).not.toBe(old);
    expect(integration(12).secret).toBe(secret_key);
    const again = await client().regenerateIntegrationSecret('12');
    expect(again.secret_key).not.toBe(secret_key);
    expect(integration(12).secret).toBe(again.secret_key);
    expect(await requestCount(ROUTES.regenerate)).toBe(2);
  });

  it('CMP-800 and CMP-900 as for reading, and the secret stays', async () => {
    const before = integration(13).secret;
    expect(await apiError(() => client().regenerateIntegrationSecret(404))).toMatchObject({
      kind: 'not-found',
      code: 'CMP-800',
    });
    expect(await apiError(() => client().regenerateIntegrationSecret(13))).toMatchObject({
      kind: 'invalid-request',
      code: 'CMP-900',
    });
    expect(integration(13).secret).toBe(before);
  });

  it('the read-only key gets CMP-1000 and the secret stays', async () => {
    const before = integration(11).secret;
    const err = await apiError(() => readOnly().regenerateIntegrationSecret(11));
    expect(err).toMatchObject({ kind: 'permission', code: 'CMP-1000', status: 403 });
    expect(integration(11).secret).toBe(before);
  });

  it('an unexpected error (CMP-1100) is NOT retried: a POST makes a new secret each time', async () => {
    const before = integration(11).secret;
    sim().store.faults.set({ failNext: 1 });
    const err = await apiError(() => client().regenerateIntegrationSecret(11));
    expect(err).toMatchObject({ kind: 'server', code: 'CMP-1100', status: 500 });
    expect(await requestCount(ROUTES.regenerate)).toBe(1);
    expect(integration(11).secret).toBe(before);
  });

  it('a rate-limited POST is not retried either, and reports Retry-After', async () => {
    sim().store.faults.set({ rateLimitNext: 1 });
    const err = await apiError(() => client().regenerateIntegrationSecret(11));
    expect(err).toMatchObject({ kind: 'rate-limited', code: 'API-429', status: 429, retryAfterMs: 1000 });
    expect(await requestCount(ROUTES.regenerate)).toBe(1);
  });
});

describe('hrContacts', () => {
  it('returns the three contacts, exactly one default', async () => {
    const contacts = await client().call(OPERATIONS.hrContacts, undefined);
    expect(contacts).toHaveLength(3);
    expect(contacts.filter((c) => c.is_default === 1).map((c) => c.hr_manager)).toEqual(['Luis Carvalho']);
  });

  it('the read-only key can read them (not a company-settings change)', async () => {
    expect(await readOnly().call(OPERATIONS.hrContacts, undefined)).toEqual(await client().call(OPERATIONS.hrContacts, undefined));
  });
});
