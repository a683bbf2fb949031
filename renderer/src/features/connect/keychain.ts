/** Electron's keychain backend names in words, for "where is my key kept"; product names stay as they are. */
import { m } from '../../../../preload/i18n';

const NAMES: Record<string, () => string> = {
  keychain: () => 'macOS Keychain',
  dpapi: () => 'Windows Data Protection (DPAPI)',
  gnome_libsecret: () => 'GNOME Keyring (libsecret)',
  kwallet: () => 'KDE Wallet',
  kwallet5: () => 'KDE Wallet 5',
  kwallet6: () => 'KDE Wallet 6',
  basic_text: m.connect_keychain_basic_text,
  memory: m.connect_keychain_memory,
};

export function keychainName(backend: string): string {
  return NAMES[backend]?.() ?? m.connect_keychain_unknown({ backend });
}

export function isWeakBackend(backend: string): boolean {
  return backend === 'basic_text';
}
