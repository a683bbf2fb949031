/** The only module that touches Electron's safeStorage; everything else sees a Cipher. */
import { safeStorage } from 'electron';
import type { Cipher, CipherBackend } from '../core/vault.js';

const LINUX_BACKENDS = new Set<CipherBackend>(['basic_text', 'gnome_libsecret', 'kwallet', 'kwallet5', 'kwallet6']);

export interface SafeStorageCipherOptions {
  platform?: NodeJS.Platform;
}

export function createSafeStorageCipher(options: SafeStorageCipherOptions = {}): Cipher {
  const platform = options.platform ?? process.platform;
  return {
    isAvailable: () => safeStorage.isEncryptionAvailable(),
    backend(): CipherBackend {
      if (platform === 'darwin') return 'keychain';
      if (platform === 'win32') return 'dpapi';
      // getSelectedStorageBackend exists on Linux only, and answers 'unknown' before ready.
      if (platform !== 'linux') return 'unknown';
      const selected: string = safeStorage.getSelectedStorageBackend();
      return LINUX_BACKENDS.has(selected as CipherBackend) ? (selected as CipherBackend) : 'unknown';
    },
    encrypt: (text) => safeStorage.encryptString(text),
    decrypt: (bytes) => safeStorage.decryptString(Buffer.from(bytes)),
  };
}
