/** Mirrors VS Code's test cipher: "encryption" is a visible prefix, so tests can read what was stored. */
export const FAKE_CIPHER_PREFIX = 'encrypted+';

export class FakeSafeStorage {
  available = true;
  /** What getSelectedStorageBackend() answers (Linux names: basic_text, gnome_libsecret, kwallet5...). */
  backend = 'gnome_libsecret';
  /** Simulates a changed OS keyring: stored ciphertext no longer decrypts. */
  decryptFails = false;
  usePlainTextEncryption = false;

  isEncryptionAvailable(): boolean {
    return this.available;
  }

  encryptString(plainText: string): Buffer {
    if (!this.available) {
      throw new Error(
        'Error while encrypting the text provided to safeStorage.encryptString. Encryption is not available.',
      );
    }
    return Buffer.from(FAKE_CIPHER_PREFIX + plainText, 'utf8');
  }

  decryptString(encrypted: Buffer): string {
    const text = Buffer.from(encrypted).toString('utf8');
    if (!this.available || this.decryptFails || !text.startsWith(FAKE_CIPHER_PREFIX)) {
      throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.');
    }
    return text.slice(FAKE_CIPHER_PREFIX.length);
  }

  getSelectedStorageBackend(): string {
    return this.backend;
  }

  setUsePlainTextEncryption(usePlainText: boolean): void {
    this.usePlainTextEncryption = usePlainText;
  }

  reset(): void {
    this.available = true;
    this.backend = 'gnome_libsecret';
    this.decryptFails = false;
    this.usePlainTextEncryption = false;
  }
}
