import { beforeEach, describe, expect, it } from 'vitest';
import { createSafeStorageCipher } from '../../../../main/platform/safe-storage-cipher.js';
import { fakeElectron } from '../../../fakes/electron.js';

beforeEach(() => fakeElectron.reset());

describe('createSafeStorageCipher', () => {
  it('round-trips through safeStorage', () => {
    const cipher = createSafeStorageCipher({ platform: 'linux' });
    const bytes = cipher.encrypt('secret-key');
    expect(Buffer.from(bytes).toString()).toBe('encrypted+secret-key');
    expect(cipher.decrypt(new Uint8Array(bytes))).toBe('secret-key');
  });

  it('reports availability from safeStorage', () => {
    const cipher = createSafeStorageCipher({ platform: 'linux' });
    expect(cipher.isAvailable()).toBe(true);
    fakeElectron.setBackend('gnome_libsecret', false);
    expect(cipher.isAvailable()).toBe(false);
  });

  it.each([
    ['linux', 'basic_text', 'basic_text'],
    ['linux', 'kwallet6', 'kwallet6'],
    ['linux', 'gnome_libsecret', 'gnome_libsecret'],
    ['linux', 'something_new', 'unknown'],
    ['darwin', 'basic_text', 'keychain'],
    ['win32', 'basic_text', 'dpapi'],
    ['freebsd', 'basic_text', 'unknown'],
  ] as const)('on %s with Linux backend %s reports %s', (platform, selected, expected) => {
    fakeElectron.setBackend(selected);
    expect(createSafeStorageCipher({ platform }).backend()).toBe(expected);
  });
});
