import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { Vault, type VaultRecord } from '../../../../main/core/vault.js';
import type { WeakKeyPolicy } from '../../../../preload/contract.js';
import { createSafeStorageCipher } from '../../../../main/platform/safe-storage-cipher.js';
import { openVaultStore } from '../../../../main/platform/vault-store.js';
import { fakeElectron } from '../../../fakes/electron.js';
import { useFreshPlatform } from './helpers.js';

const dir = useFreshPlatform('vault-store-');

const KEY = 'sk_test_abcdefgh12345678';
const META = { environment: 'sandbox', baseUrl: 'https://sandbox.roostedhr.com/api/1_12' } as const;
const NOW = new Date('2025-01-02T03:04:05.006Z');
const RECORD: VaultRecord = {
  ciphertext: Buffer.from('encrypted+k').toString('base64'),
  backend: 'gnome_libsecret',
  savedAt: NOW.toISOString(),
  ...META,
  last4: '5678',
};

const vaultFile = () => JSON.parse(fs.readFileSync(path.join(dir(), 'vault.json'), 'utf8')) as Record<string, unknown>;

beforeEach(() => fakeElectron.fireReady());

describe('openVaultStore', () => {
  it('writes, reads back and clears a record in vault.json', () => {
    const store = openVaultStore({ cwd: dir() });
    expect(store.read()).toBeUndefined();
    store.write(RECORD);
    expect(openVaultStore({ cwd: dir() }).read()).toEqual(RECORD);
    store.clear();
    expect(openVaultStore({ cwd: dir() }).read()).toBeUndefined();
  });

  it('reads a vault.json saved with a UTF-8 byte-order mark', () => {
    const text = JSON.stringify({ record: RECORD });
    fs.writeFileSync(path.join(dir(), 'vault.json'), `\uFEFF${text}`);
    expect(openVaultStore({ cwd: dir() }).read()).toEqual(RECORD);
    expect(fs.readdirSync(dir())).toEqual(['vault.json']);
  });

  it.runIf(process.platform !== 'win32')('keeps vault.json readable by the user only', () => {
    openVaultStore({ cwd: dir() }).write(RECORD);
    expect(fs.statSync(path.join(dir(), 'vault.json')).mode & 0o777).toBe(0o600);
  });

  it('sets a record aside in the same file, and clear() erases it too', () => {
    const store = openVaultStore({ cwd: dir(), now: () => NOW });
    store.write(RECORD);
    store.setAside(RECORD);
    expect(store.read()).toBeUndefined();
    expect(vaultFile()).toEqual({ setAside: [{ at: NOW.toISOString(), record: RECORD }] });
    store.clear();
    expect(vaultFile()).toEqual({});
  });

  it('keeps only the last five set-aside records', () => {
    const store = openVaultStore({ cwd: dir() });
    for (let i = 0; i < 7; i += 1) store.setAside({ ...RECORD, last4: String(1000 + i) });
    const kept = (vaultFile().setAside as { record: VaultRecord }[]).map((e) => e.record.last4);
    expect(kept).toEqual(['1002', '1003', '1004', '1005', '1006']);
  });

  it('sets aside a malformed record instead of returning it', () => {
    fs.writeFileSync(path.join(dir(), 'vault.json'), JSON.stringify({ record: { ciphertext: 5 } }));
    expect(openVaultStore({ cwd: dir() }).read()).toBeUndefined();
    expect(vaultFile()).toEqual({ setAside: [{ at: expect.any(String), record: { ciphertext: 5 } }] });
  });

  it('moves an unparsable vault.json aside and starts a fresh one', () => {
    fs.writeFileSync(path.join(dir(), 'vault.json'), '{"record": {"cipher');
    const store = openVaultStore({ cwd: dir(), now: () => NOW });
    expect(store.read()).toBeUndefined();
    store.write(RECORD);
    expect(fs.readdirSync(dir()).sort()).toEqual(['vault.corrupt-2025-01-02T03-04-05-006Z.json', 'vault.json']);
    expect(fs.readFileSync(path.join(dir(), 'vault.corrupt-2025-01-02T03-04-05-006Z.json'), 'utf8')).toBe(
      '{"record": {"cipher',
    );
  });

  it('defaults to the userData folder', () => {
    fakeElectron.setUserDataDir(dir());
    openVaultStore().write(RECORD);
    expect(fs.existsSync(path.join(dir(), 'vault.json'))).toBe(true);
  });
});

describe('Vault over safeStorage and vault.json', () => {
  function vaultAt(policy: { value?: WeakKeyPolicy } = {}) {
    return new Vault({
      cipher: createSafeStorageCipher({ platform: 'linux' }),
      store: openVaultStore({ cwd: dir() }),
      policy: { get: () => policy.value, set: (p) => (policy.value = p) },
    });
  }

  it('never writes the key itself to disk', () => {
    vaultAt().save(KEY, META);
    const text = fs.readFileSync(path.join(dir(), 'vault.json'), 'utf8');
    expect(text).not.toContain(KEY);
    expect(vaultAt().unlock(META).state).toBe('ready');
  });

  it('seals a vault.json record written before sealing once, after the server first accepts the key', () => {
    const legacy = { ...RECORD, ciphertext: fakeElectron.safeStorage.encryptString(KEY).toString('base64') };
    fs.writeFileSync(path.join(dir(), 'vault.json'), JSON.stringify({ record: legacy }));
    const first = vaultAt();
    expect(first.unlock(META).state).toBe('ready');
    expect(vaultFile().record).toEqual(legacy);
    first.keyAccepted();
    const sealed = vaultFile().record as VaultRecord;
    const text = fakeElectron.safeStorage.decryptString(Buffer.from(sealed.ciphertext!, 'base64'));
    expect(text).toContain(`"baseUrl":"${META.baseUrl}"`);
    expect(text).not.toBe(KEY);
    const after = fs.readFileSync(path.join(dir(), 'vault.json'), 'utf8');
    const second = vaultAt();
    expect(second.unlock(META).state).toBe('ready');
    expect(second.getKey()).toBe(KEY);
    expect(fs.readFileSync(path.join(dir(), 'vault.json'), 'utf8')).toBe(after);
  });

  it('survives a keyring change: the old ciphertext is kept aside and the key asked for again', () => {
    vaultAt().save(KEY, META);
    fakeElectron.safeStorage.decryptFails = true;
    const vault = vaultAt();
    expect(vault.unlock(META)).toMatchObject({
      state: 'needs-key',
      needsKeyReason: 'undecryptable',
      environment: 'sandbox',
    });
    expect(vaultFile()).toMatchObject({ setAside: [{ record: { last4: '5678', backend: 'gnome_libsecret' } }] });
    expect(vaultFile()).not.toHaveProperty('record');
  });

  it('on basic_text asks first, then honours "session-only" across a restart', () => {
    fakeElectron.setBackend('basic_text');
    const policy: { value?: WeakKeyPolicy } = {};
    const vault = vaultAt(policy);
    expect(vault.save(KEY, META).state).toBe('weak-protection-choice-required');
    expect(fs.existsSync(path.join(dir(), 'vault.json'))).toBe(false);
    vault.chooseWeakPolicy('session-only');
    expect(vaultFile()).toMatchObject({ record: { ciphertext: null, backend: 'basic_text' } });
    expect(vaultAt(policy).unlock(META)).toMatchObject({ state: 'needs-key', needsKeyReason: 'ask-every-start' });
  });
});
