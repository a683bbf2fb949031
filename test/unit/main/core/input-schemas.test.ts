// One rule per value: the IPC payload check, the vault and the settings agree on keys and ids.
import { describe, expect, it } from 'vitest';
import { payloadSchemas } from '../../../../main/core/ipc/payloads.js';
import { apiKeySchema } from '../../../../main/core/input-schemas.js';
import { settingsPatchSchema } from '../../../../main/core/settings/schema.js';

const connect = (apiKey: string) =>
  payloadSchemas['connection:connect'].safeParse({ environment: 'sandbox', apiKey }).success;

describe('the API key rule', () => {
  it.each([
    ['a plain key', 'sk_live_0123456789abcdef', true],
    ['a key with spaces around it', '  sk_live_0123  \n', true],
    ['a long key within 1,024 characters', 'k'.repeat(1024), true],
    ['an empty key', '   ', false],
    ['a key too long for a header', 'k'.repeat(1025), false],
    ['a key with a space inside', 'sk live', false],
    ['a key with a control character', 'sk\u0007live', false],
  ])('%s: the window and the vault give the same answer', (_what, key, accepted) => {
    expect(connect(key)).toBe(accepted);
    expect(apiKeySchema.safeParse(key).success).toBe(accepted);
  });
});

describe('the id rule', () => {
  it.each([
    ['42', true],
    ['x'.repeat(100), true],
    ['', false],
    ['x'.repeat(101), false],
  ])('"%s": the payload check and the settings give the same answer', (id, accepted) => {
    const submit = payloadSchemas['orders:submit'].safeParse({
      localId: 'l1',
      workerId: id,
      orderableId: '31',
      personnelId: 'p1',
    }).success;
    expect(submit).toBe(accepted);
    expect(settingsPatchSchema.safeParse({ followedEventIds: [id] }).success).toBe(accepted);
  });
});
