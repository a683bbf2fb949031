// GET /config's catalogue and its currency: the reference defines no currency in the
// configuration, so `company.currency` is an extension read only when it is there.
import { describe, expect, it } from 'vitest';
import { createClient } from '../../../../main/core/api/client.js';

function clientWithConfig(config: unknown) {
  return createClient({
    baseUrl: 'https://api.example.test/api/1_12',
    apiKey: 'k',
    retry: { retries: 0 },
    fetch: async () => Response.json(config),
  });
}

const orderables = [{ id: '31', name: 'Vest', cost: '5.00' }];

describe('client.catalogue', () => {
  it('reads the currency from company.currency when the server gives it', async () => {
    const config = { time_tracking: { personnel_orderables: orderables }, company: { currency: ' EUR ' } };
    expect(await clientWithConfig(config).catalogue()).toEqual({ orderables, currency: 'EUR' });
  });

  it('a configuration as the reference defines it, without a currency, gives none', async () => {
    expect(await clientWithConfig({ time_tracking: { personnel_orderables: orderables } }).catalogue()).toEqual({
      orderables,
      currency: '',
    });
  });

  it('a currency that is not text is ignored, not an error', async () => {
    const config = { time_tracking: { personnel_orderables: orderables }, company: { currency: 978 } };
    expect((await clientWithConfig(config).catalogue()).currency).toBe('');
  });
});
