import { describe, expect, it } from 'vitest';
import {
  hrContactsSchema,
  integrationSchema,
  integrationSecretSchema,
  orderablesSchema,
} from '../../../main/core/api/schemas.js';
import type { SimulatorState } from '../../../main/simulator/store.js';
import { call, errorCode, useSimulator } from './harness.js';

const sim = useSimulator();
const integrationIds = async () =>
  (await call<SimulatorState>(sim(), '/__simulator/state')).body.integrations.map((i) => i.id);

describe('GET /company/integrations/{id}', () => {
  it('has 3 integrations: two answer in full, one is misconfigured (400 CMP-900)', async () => {
    const ids = await integrationIds();
    expect(ids).toHaveLength(3);
    const statuses: number[] = [];
    for (const id of ids) {
      const answer = await call(sim(), `/company/integrations/${id}`);
      statuses.push(answer.status);
      if (answer.status === 200) {
        const integration = integrationSchema.parse(answer.body);
        expect(integration.id).toBe(id);
        for (const f of [
          'name',
          'description',
          'one_liner',
          'url',
          'icon_url',
          'category',
          'setup_instructions',
        ] as const) {
          expect(integration[f], f).toBeTruthy();
        }
        expect(answer.body).not.toHaveProperty('secret_key');
      } else {
        expect(errorCode(answer)).toBe('CMP-900');
      }
    }
    expect(statuses.sort()).toEqual([200, 200, 400]);
  });

  it('404 CMP-800 for an unknown integration', async () => {
    const answer = await call(sim(), '/company/integrations/9999');
    expect([answer.status, errorCode(answer)]).toEqual([404, 'CMP-800']);
  });

  it('500 CMP-1100 on an unexpected failure', async () => {
    await call(sim(), '/__simulator/faults', { method: 'POST', body: { failNext: 1 } });
    const answer = await call(sim(), '/company/integrations/11');
    expect([answer.status, errorCode(answer)]).toEqual([500, 'CMP-1100']);
    expect((await call(sim(), '/company/integrations/11')).status).toBe(200);
  });
});

describe('POST /company/integrations/{id}/regenerate', () => {
  it('returns a new secret every time and keeps the latest', async () => {
    const secrets = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const answer = await call(sim(), '/company/integrations/12/regenerate', { method: 'POST' });
      expect(answer.status).toBe(200);
      secrets.add(integrationSecretSchema.parse(answer.body).secret_key);
    }
    expect(secrets.size).toBe(3);
    expect([...secrets].at(-1)).toBe(sim().store.integration('12')?.secret);
  });

  it('404 CMP-800 and 400 CMP-900 like the read', async () => {
    const missing = await call(sim(), '/company/integrations/1/regenerate', { method: 'POST' });
    expect([missing.status, errorCode(missing)]).toEqual([404, 'CMP-800']);
    const broken = await call(sim(), '/company/integrations/13/regenerate', { method: 'POST' });
    expect([broken.status, errorCode(broken)]).toEqual([400, 'CMP-900']);
  });
});

describe('GET /company/info/hr', () => {
  it('returns 3 contacts, exactly one of them the default', async () => {
    const contacts = hrContactsSchema.parse((await call(sim(), '/company/info/hr')).body);
    expect(contacts).toHaveLength(3);
    expect(contacts.filter((c) => c.is_default === 1)).toHaveLength(1);
    for (const c of contacts) expect(c.hr_manager && c.hr_email && c.hr_phone).toBeTruthy();
  });
});

describe('GET /config', () => {
  it('holds the orderables catalogue under time_tracking.personnel_orderables, matching the state', async () => {
    const answer = await call<{ time_tracking: { personnel_orderables: unknown }; company: unknown }>(sim(), '/config');
    const orderables = orderablesSchema.parse(answer.body.time_tracking.personnel_orderables);
    expect(orderables.length).toBeGreaterThanOrEqual(5);
    expect(orderables.some((o) => o.cost === undefined)).toBe(true);
    expect(orderables.filter((o) => o.cost !== undefined).every((o) => /^\d+\.\d{2}$/.test(o.cost ?? ''))).toBe(true);
    const state = (await call<SimulatorState>(sim(), '/__simulator/state')).body;
    expect(orderables.map(({ id, name }) => ({ id, name }))).toEqual(state.orderables);
    expect(answer.body.company).toBeTruthy();
  });
});
