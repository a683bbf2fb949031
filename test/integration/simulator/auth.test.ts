import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE, fillPath, type ApiPathName } from '../../../main/core/api/profile.js';
import { call, errorCode, KEY, RO_KEY, useSimulator } from './harness.js';

const sim = useSimulator();

const ids = { id: '1001', shift_id: '20001', document_id: '9001', req_id: '101' };
const idsFor: Partial<Record<ApiPathName, Record<string, string>>> = {
  integration: { id: '11' },
  regenerateIntegration: { id: '11' },
  clientOrders: { id: '201' },
  clientWorkers: { id: '201' },
  clientDocument: { id: '201', document_id: '9001' },
  templateRequirement: { id: '1', req_id: '101' },
  workerTags: { id: '3001' },
  createWorkerOrder: { id: '3001' },
  workerOrder: { id: '3001', order_id: '70001' },
};
const METHODS: Partial<Record<ApiPathName, string>> = {
  regenerateIntegration: 'POST',
  createWorkerOrder: 'POST',
  templateRequirement: 'PATCH',
  eventShift: 'PATCH',
};
/** Every operation of API.md, with ids that exist, so only the key can make it fail. */
const OPERATIONS = (Object.keys(DEFAULT_PROFILE.paths) as ApiPathName[]).map((name) => ({
  name,
  method: METHODS[name] ?? 'GET',
  path: fillPath(DEFAULT_PROFILE.paths[name], idsFor[name] ?? ids),
}));

describe('X-API-KEY on every route', () => {
  it('covers all 20 operations of the profile', () => {
    expect(OPERATIONS).toHaveLength(20);
  });

  it.each(OPERATIONS)('$method $path: missing or wrong key → 401 ATH-100', async ({ method, path }) => {
    for (const key of [null, 'wrong-key', `${KEY}x`, '']) {
      const answer = await call(sim(), path, { method, key, body: method === 'GET' ? undefined : {} });
      expect(answer.status).toBe(401);
      expect(errorCode(answer)).toBe('ATH-100');
    }
  });

  it('a refused POST stores nothing', async () => {
    await call(sim(), '/workers/3001/orders', { method: 'POST', key: null, body: { id: '31', p_id: '500001' } });
    expect(sim().store.orders).toHaveLength(0);
  });

  it('unknown routes under the base check the key first, then answer 404', async () => {
    const noKey = await call(sim(), '/no-such-thing/1', { key: null });
    expect(noKey.status).toBe(401);
    expect(errorCode(noKey)).toBe('ATH-100');
    const withKey = await call(sim(), '/no-such-thing/1');
    expect(withKey.status).toBe(404);
    expect(errorCode(withKey)).toBe('API-404');
    const wrongMethod = await call(sim(), '/events/1001/shifts', { method: 'DELETE' });
    expect(wrongMethod.status).toBe(404);
  });

  it('paths outside /api/1_12 are 404 with the error body', async () => {
    const res = await fetch(sim().url.replace('/api/1_12', '/api/1_11/events'), { headers: { 'X-API-KEY': KEY } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'API-404' });
  });

  it('the control endpoints need a key too', async () => {
    expect((await call(sim(), '/__simulator/state', { key: null })).status).toBe(401);
    expect((await call(sim(), '/__simulator/faults', { method: 'POST', key: 'nope', body: {} })).status).toBe(401);
  });
});

describe('the read-only key', () => {
  it('reads what the full key reads', async () => {
    for (const path of [
      '/events',
      '/events/1001/shifts',
      '/workers/3001/tags',
      '/company/info/hr',
      '/config',
      '/ats-tasks',
    ]) {
      expect((await call(sim(), path, { key: RO_KEY })).status, path).toBe(200);
    }
  });

  it('gets 403 CMP-1000 on company settings (integrations)', async () => {
    for (const [method, path] of [
      ['GET', '/company/integrations/11'],
      ['POST', '/company/integrations/11/regenerate'],
      ['GET', '/company/integrations/404'],
    ] as const) {
      const answer = await call(sim(), path, { method, key: RO_KEY });
      expect(answer.status).toBe(403);
      expect(errorCode(answer)).toBe('CMP-1000');
    }
  });

  it('gets 403 ATH-200 on writes, and nothing changes', async () => {
    const writes = [
      { method: 'POST', path: '/workers/3001/orders', body: { id: '31', p_id: '500001' } },
      { method: 'PATCH', path: '/events/1001/shifts/20001', body: { filled: 0 } },
      { method: 'PATCH', path: '/ats-compliance-templates/1/requirements/101', body: { notes: 'x' } },
    ];
    for (const w of writes) {
      const answer = await call(sim(), w.path, { ...w, key: RO_KEY });
      expect(answer.status).toBe(403);
      expect(errorCode(answer)).toBe('ATH-200');
    }
    expect(sim().store.orders).toHaveLength(0);
    expect(sim().store.shift('1001', '20001')?.filled).not.toBe(0);
  });
});
