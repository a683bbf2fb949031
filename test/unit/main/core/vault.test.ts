import { describe, expect, it } from 'vitest';
import { ExpectedError } from '../../../../main/core/ipc/expected-error.js';
import type { WeakKeyPolicy } from '../../../../preload/contract.js';
import {
  Vault,
  type Cipher,
  type CipherBackend,
  type VaultRecord,
  type VaultStore,
} from '../../../../main/core/vault.js';

const KEY = 'sk_live_0123456789abcdef';
const META = { environment: 'production', baseUrl: 'https://api.roostedhr.com/api/1_12' } as const;
const NOW = new Date('2025-05-06T07:08:09.000Z');
/** What the cipher is given: the key sealed together with its server. */
const SEALED = `field-supervisor-sealed-key-v1\n{"key":"${KEY}","environment":"production","baseUrl":"${META.baseUrl}"}`;
const ELSEWHERE = { environment: 'custom', baseUrl: 'https://attacker.example/api/1_12' } as const;

/** The VS Code trick: "encryption" is a visible prefix. */
function fakeCipher(backend: CipherBackend = 'keychain') {
  const control = { backend, available: true, decryptFails: false, encryptFails: false, decryptGarbage: false };
  const cipher: Cipher = {
    isAvailable: () => control.available,
    backend: () => control.backend,
    encrypt: (text) => {
      if (control.encryptFails) throw new Error('keyring locked');
      return Buffer.from(`encrypted+${text}`);
    },
    decrypt: (bytes) => {
      const text = Buffer.from(bytes).toString();
      if (control.decryptFails || !text.startsWith('encrypted+')) throw new Error('cannot decrypt');
      return control.decryptGarbage ? '\u0000\ufffd\u0007' : text.slice('encrypted+'.length);
    },
  };
  return { cipher, control };
}

function memoryStore() {
  const state = {
    record: undefined as VaultRecord | undefined,
    setAside: [] as VaultRecord[],
    failWrite: false,
    writes: 0,
  };
  const store: VaultStore = {
    read: () => state.record,
    write: (r) => {
      if (state.failWrite) throw new Error('disk full');
      state.writes++;
      state.record = structuredClone(r);
    },
    clear: () => {
      state.record = undefined;
      state.setAside = [];
    },
    setAside: (r) => {
      state.setAside.push(r);
      state.record = undefined;
    },
  };
  return { store, state };
}

function setup(backend: CipherBackend = 'keychain', policy?: WeakKeyPolicy) {
  const c = fakeCipher(backend);
  const s = memoryStore();
  const policyState = { value: policy };
  const clock = { now: NOW };
  const make = () =>
    new Vault({
      cipher: c.cipher,
      store: s.store,
      policy: { get: () => policyState.value, set: (p) => (policyState.value = p) },
      now: () => clock.now,
    });
  return { vault: make(), restart: make, cipher: c.control, store: s.state, policy: policyState, clock };
}

const decoded = (record: VaultRecord | undefined) =>
  record?.ciphertext ? Buffer.from(record.ciphertext, 'base64').toString() : record?.ciphertext;

describe('Vault on a strong backend', () => {
  it('starts empty', () => {
    const { vault } = setup();
    expect(vault.unlock(META)).toMatchObject({ state: 'empty', configured: false, weak: false, backend: 'keychain' });
    expect(vault.getKey()).toBeUndefined();
  });

  it('stores only ciphertext, and a restart unlocks the same key', () => {
    const { vault, restart, store } = setup();
    vault.unlock(META);
    const status = vault.save(`  ${KEY}\n`, META);
    expect(status).toEqual({
      state: 'ready',
      configured: true,
      environment: 'production',
      baseUrl: META.baseUrl,
      backend: 'keychain',
      last4: 'cdef',
      savedAt: NOW.toISOString(),
      weak: false,
      needsKeyReason: undefined,
    });
    expect(vault.getKey()).toBe(KEY);
    expect(store.record).toMatchObject({ backend: 'keychain', savedAt: NOW.toISOString(), last4: 'cdef', ...META });
    expect(store.record?.ciphertext).not.toContain(KEY);
    expect(decoded(store.record)).toBe(`encrypted+${SEALED}`);

    const next = restart();
    expect(next.getKey()).toBeUndefined();
    expect(next.unlock(META).state).toBe('ready');
    expect(next.getKey()).toBe(KEY);
  });

  it('never puts the key in its status', () => {
    const { vault } = setup();
    vault.unlock(META);
    expect(JSON.stringify(vault.save(KEY, META))).not.toContain(KEY.slice(0, -4));
  });

  it('shows no last4 for a key too short to hide the rest', () => {
    const { vault } = setup();
    expect(vault.save('abc12', META).last4).toBeUndefined();
  });

  it.each(['', '   ', 'has space inside', 'tab\tinside', 'new\nline', 'é-accent', 'x'.repeat(1025)])(
    'refuses the key %j',
    (bad) => {
      const { vault, store } = setup();
      vault.unlock(META);
      expect(() => vault.save(bad, META)).toThrow(ExpectedError);
      expect(store.record).toBeUndefined();
      expect(vault.status().state).toBe('empty');
    },
  );

  it('refuses a key for an unknown environment before storing anything', () => {
    const { vault, store } = setup();
    expect(() => vault.save(KEY, { environment: 'staging', baseUrl: 'x' } as never)).toThrow();
    expect(store.record).toBeUndefined();
  });

  it('sets an undecryptable key aside (not deleted) and asks for the key again', () => {
    const { vault, restart, store, cipher } = setup();
    vault.unlock(META);
    vault.save(KEY, META);
    const saved = store.record;
    cipher.decryptFails = true;

    const next = restart();
    expect(() => next.unlock(META)).not.toThrow();
    expect(next.status()).toMatchObject({
      state: 'needs-key',
      configured: true,
      needsKeyReason: 'undecryptable',
      environment: 'production',
      last4: 'cdef',
    });
    expect(next.getKey()).toBeUndefined();
    expect(store.record).toBeUndefined();
    expect(store.setAside).toEqual([saved]);
  });

  it('treats a "successful" decrypt into garbage as undecryptable', () => {
    const { vault, restart, store, cipher } = setup();
    vault.save(KEY, META);
    cipher.decryptGarbage = true;
    expect(restart().unlock(META)).toMatchObject({ state: 'needs-key', needsKeyReason: 'undecryptable' });
    expect(store.setAside).toHaveLength(1);
  });

  it('keeps the record when encryption is unavailable at start (it may come back)', () => {
    const { vault, restart, store, cipher } = setup();
    vault.save(KEY, META);
    cipher.available = false;
    expect(restart().unlock(META)).toMatchObject({ state: 'needs-key', needsKeyReason: 'encryption-unavailable' });
    expect(store.record).toBeDefined();
    expect(store.setAside).toEqual([]);
  });

  it('keeps a key in memory only when it cannot be encrypted, and drops the older stored key', () => {
    const { vault, restart, store, cipher } = setup();
    vault.save('older-key-11112222', META);
    cipher.encryptFails = true;
    expect(vault.save(KEY, META)).toMatchObject({ state: 'ready', savedAt: undefined });
    expect(vault.getKey()).toBe(KEY);
    expect(store.record).toBeUndefined();
    expect(restart().unlock(META).state).toBe('empty');
  });

  it('still works for the session when the store cannot be written', () => {
    const { vault, store } = setup();
    store.failWrite = true;
    expect(vault.save(KEY, META)).toMatchObject({ state: 'ready', savedAt: undefined });
    expect(vault.getKey()).toBe(KEY);
  });

  it('clear() erases the stored key, anything set aside, and the key in memory', () => {
    const { vault, restart, store, cipher } = setup();
    vault.save(KEY, META);
    cipher.decryptFails = true;
    restart().unlock(META);
    cipher.decryptFails = false;
    vault.save(KEY, META);
    expect(vault.clear()).toMatchObject({
      state: 'empty',
      configured: false,
      last4: undefined,
      environment: undefined,
    });
    expect(vault.getKey()).toBeUndefined();
    expect(store.record).toBeUndefined();
    expect(store.setAside).toEqual([]);
    expect(restart().unlock(META).state).toBe('empty');
  });

  it('records a policy choice without touching a strong-backend key', () => {
    const { vault, store, policy } = setup();
    vault.save(KEY, META);
    const before = store.record;
    expect(vault.chooseWeakPolicy('session-only').state).toBe('ready');
    expect(policy.value).toBe('session-only');
    expect(store.record).toEqual(before);
  });
});

describe('Vault: a key sealed to its server', () => {
  it('refuses a key sealed to another server even when vault.json was edited to match the settings', () => {
    const { vault, restart, store } = setup();
    vault.unlock(META);
    vault.save(KEY, META);
    // Both files edited to point at another host; the ciphertext cannot be.
    store.record = { ...store.record!, ...ELSEWHERE };
    const next = restart();
    expect(next.unlock(ELSEWHERE)).toMatchObject({
      state: 'needs-key',
      needsKeyReason: 'other-server',
      environment: 'production',
      baseUrl: META.baseUrl,
    });
    expect(next.getKey()).toBeUndefined();
    // Kept, not set aside: putting the settings back makes it usable again.
    expect(store.setAside).toEqual([]);
    expect(restart().unlock(META).state).toBe('ready');
  });

  it('refuses when the settings point nowhere', () => {
    const { vault, restart } = setup();
    vault.unlock(META);
    vault.save(KEY, META);
    const next = restart();
    expect(next.unlock(undefined)).toMatchObject({ state: 'needs-key', needsKeyReason: 'other-server' });
    expect(next.getKey()).toBeUndefined();
  });

  it('seals an unsealed record from an older version once, to the server it was saved for, once it is used', () => {
    const { restart, store, clock } = setup();
    const old: VaultRecord = {
      ciphertext: Buffer.from(`encrypted+${KEY}`).toString('base64'),
      backend: 'keychain',
      savedAt: '2024-01-01T00:00:00.000Z',
      ...META,
      last4: 'cdef',
    };
    store.record = old;
    const first = restart();
    expect(first.unlock(META)).toMatchObject({ state: 'ready' });
    expect(first.getKey()).toBe(KEY);
    // Sealed on its first successful use, not before: the key may not be the server's.
    expect(store.writes).toBe(0);
    first.keyAccepted();
    expect(first.status().savedAt).toBe(NOW.toISOString());
    expect(decoded(store.record)).toBe(`encrypted+${SEALED}`);
    expect(store.writes).toBe(1);
    first.keyAccepted();
    expect(store.writes).toBe(1);

    clock.now = new Date('2025-06-01T00:00:00.000Z');
    const second = restart();
    expect(second.unlock(META).state).toBe('ready');
    expect(second.getKey()).toBe(KEY);
    expect(store.writes).toBe(1);
    expect(store.record?.savedAt).toBe(NOW.toISOString());
  });

  it('does not seal an unsealed record to a server other than the one it names', () => {
    const { restart, store } = setup();
    store.record = {
      ciphertext: Buffer.from(`encrypted+${KEY}`).toString('base64'),
      backend: 'keychain',
      savedAt: NOW.toISOString(),
      ...META,
      last4: 'cdef',
    };
    const vault = restart();
    expect(vault.unlock(ELSEWHERE)).toMatchObject({ state: 'needs-key', needsKeyReason: 'other-server' });
    expect(vault.getKey()).toBeUndefined();
    expect(store.writes).toBe(0);
  });

  it.each([
    ['a custom server', { environment: 'custom', baseUrl: 'https://attacker.example/api/1_12' }],
    ['production at another address', { environment: 'production', baseUrl: 'https://attacker.example/api/1_12' }],
    ['sandbox at the production address', { environment: 'sandbox', baseUrl: META.baseUrl }],
  ] as const)('never hands out the key of an unsealed record naming %s, and keeps the record', (_name, meta) => {
    const { restart, store } = setup();
    store.record = {
      ciphertext: Buffer.from(`encrypted+${KEY}`).toString('base64'),
      backend: 'keychain',
      savedAt: NOW.toISOString(),
      ...meta,
      last4: 'cdef',
    };
    const vault = restart();
    expect(vault.unlock(meta)).toMatchObject({ state: 'needs-key', needsKeyReason: 'unconfirmed-server' });
    expect(vault.getKey()).toBeUndefined();
    vault.keyAccepted();
    expect(store.writes).toBe(0);
    expect(store.setAside).toEqual([]);
  });

  it('treats a sealed text that does not parse as undecryptable', () => {
    const { restart, store } = setup();
    store.record = {
      ciphertext: Buffer.from('encrypted+field-supervisor-sealed-key-v1\n{"key":"x y"}').toString('base64'),
      backend: 'keychain',
      savedAt: NOW.toISOString(),
      ...META,
      last4: '',
    };
    expect(restart().unlock(META)).toMatchObject({ state: 'needs-key', needsKeyReason: 'undecryptable' });
    expect(store.setAside).toHaveLength(1);
  });
});

describe('Vault on Linux basic_text (weak protection)', () => {
  it('asks the user to choose before storing anything', () => {
    const { vault, store } = setup('basic_text');
    expect(vault.unlock(META)).toMatchObject({ state: 'empty', weak: true });
    expect(vault.save(KEY, META)).toMatchObject({
      state: 'weak-protection-choice-required',
      configured: true,
      weak: true,
      last4: 'cdef',
    });
    expect(vault.getKey()).toBeUndefined();
    expect(store.record).toBeUndefined();
  });

  it('"remember-weak" stores the ciphertext and remembers the choice', () => {
    const { vault, restart, store, policy } = setup('basic_text');
    vault.save(KEY, META);
    expect(vault.chooseWeakPolicy('remember-weak')).toMatchObject({
      state: 'ready',
      weak: true,
      savedAt: NOW.toISOString(),
    });
    expect(policy.value).toBe('remember-weak');
    expect(vault.getKey()).toBe(KEY);
    expect(decoded(store.record)).toBe(`encrypted+${SEALED}`);
    expect(store.record?.backend).toBe('basic_text');

    const next = restart();
    expect(next.unlock(META).state).toBe('ready');
    expect(next.getKey()).toBe(KEY);
    expect(next.save('another-key-9999', META).state).toBe('ready');
  });

  it('"session-only" keeps the key in memory and asks for it at every start', () => {
    const { vault, restart, store, policy } = setup('basic_text');
    vault.save(KEY, META);
    expect(vault.chooseWeakPolicy('session-only')).toMatchObject({ state: 'ready', weak: true, savedAt: undefined });
    expect(policy.value).toBe('session-only');
    expect(vault.getKey()).toBe(KEY);
    expect(store.record).toMatchObject({ ciphertext: null, last4: 'cdef', ...META });

    const next = restart();
    expect(next.unlock(META)).toMatchObject({
      state: 'needs-key',
      needsKeyReason: 'ask-every-start',
      configured: true,
      environment: 'production',
      last4: 'cdef',
    });
    expect(next.getKey()).toBeUndefined();
    expect(next.save(KEY, META)).toMatchObject({ state: 'ready', savedAt: undefined });
    expect(store.record?.ciphertext).toBeNull();
  });

  it('switching a stored weak key to "session-only" erases its ciphertext', () => {
    const { vault, store } = setup('basic_text', 'remember-weak');
    vault.save(KEY, META);
    expect(store.record?.ciphertext).toEqual(expect.any(String));
    expect(vault.chooseWeakPolicy('session-only').state).toBe('ready');
    expect(store.record?.ciphertext).toBeNull();
    expect(vault.getKey()).toBe(KEY);
  });

  it('switching a session-only key to "remember-weak" stores it', () => {
    const { vault, store } = setup('basic_text', 'session-only');
    vault.save(KEY, META);
    expect(store.record?.ciphertext).toBeNull();
    expect(vault.chooseWeakPolicy('remember-weak').savedAt).toBe(NOW.toISOString());
    expect(decoded(store.record)).toBe(`encrypted+${SEALED}`);
  });

  it('choosing the same policy again rewrites nothing', () => {
    const { vault, store, clock } = setup('basic_text', 'remember-weak');
    vault.save(KEY, META);
    clock.now = new Date('2026-01-01T00:00:00.000Z');
    vault.chooseWeakPolicy('remember-weak');
    expect(store.record?.savedAt).toBe(NOW.toISOString());
  });

  it('a pending key is dropped by clear()', () => {
    const { vault, store } = setup('basic_text');
    vault.save(KEY, META);
    vault.clear();
    expect(vault.chooseWeakPolicy('remember-weak').state).toBe('empty');
    expect(store.record).toBeUndefined();
  });
});
