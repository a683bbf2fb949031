/**
 * Test adapters for the main core: a keychain kept in memory (it outlives a restart, as the
 * OS keychain would) and real settings files in a temp folder.
 */
import type { Cipher, CipherBackend, VaultRecord, VaultStore } from '../../../main/core/vault.js';

/** Reversible "encryption" marked so a test can tell ciphertext from the key. */
export function memoryCipher(backend: CipherBackend = 'gnome_libsecret'): Cipher {
  return {
    isAvailable: () => true,
    backend: () => backend,
    encrypt: (text) => new TextEncoder().encode(`encrypted+${text}`),
    decrypt: (bytes) => {
      const text = new TextDecoder().decode(bytes);
      if (!text.startsWith('encrypted+')) throw new Error('not ours');
      return text.slice('encrypted+'.length);
    },
  };
}

export function memoryVaultStore(): VaultStore & { record: VaultRecord | undefined } {
  const state = {
    record: undefined as VaultRecord | undefined,
    read: () => state.record,
    write: (r: VaultRecord) => void (state.record = r),
    clear: () => void (state.record = undefined),
    setAside: () => void (state.record = undefined),
  };
  return state;
}
