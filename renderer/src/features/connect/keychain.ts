/** Electron's keychain backend names in words, for "where is my key kept". */
const NAMES: Record<string, string> = {
  keychain: 'macOS Keychain',
  dpapi: 'Windows Data Protection (DPAPI)',
  gnome_libsecret: 'GNOME Keyring (libsecret)',
  kwallet: 'KDE Wallet',
  kwallet5: 'KDE Wallet 5',
  kwallet6: 'KDE Wallet 6',
  basic_text: 'no keychain (basic_text: weak protection)',
  memory: "this app's memory, for this session only (enter it again at the next start)",
};

export function keychainName(backend: string): string {
  return NAMES[backend] ?? `an unknown keychain (${backend})`;
}

export function isWeakBackend(backend: string): boolean {
  return backend === 'basic_text';
}
