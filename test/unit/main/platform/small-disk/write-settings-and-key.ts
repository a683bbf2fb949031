/**
 * Run in a child process whose largest file write the shell limits (`ulimit -f`): the kernel
 * refuses a write past the limit with EFBIG after writing up to it, as a full disk refuses the
 * rest of a write. Saves a settings document and a key record too large for the limit through
 * the app's real electron-store files in the folder given, the same settings through the
 * preview's file in its `preview/` folder, and a plain write of the same size beside them, then
 * prints what each write threw. The folder may be empty: then every write is a first one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SettingsService } from '../../../../../main/core/settings/settings-service.js';
import { jsonSettingsFile } from '../../../../../main/preview/json-settings-file.js';
import { openSettingsFile } from '../../../../../main/platform/settings-store.js';
import { openVaultStore } from '../../../../../main/platform/vault-store.js';

const dir = process.argv[2]!;
const outcome = (write: () => void): string => {
  try {
    write();
    return 'written';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? String(error);
  }
};

const settings = new SettingsService({ file: openSettingsFile({ cwd: dir }) });
settings.load();
const manyIds = Array.from({ length: 600 }, (_, i) => String(100_000 + i));
const preview = new SettingsService({ file: jsonSettingsFile(path.join(dir, 'preview')) });
preview.load();
const vault = openVaultStore({ cwd: dir });
// An empty folder holds no record yet: then the first one the app would save.
const first = {
  backend: 'gnome_libsecret',
  savedAt: '2025-01-02T03:04:05.006Z',
  environment: 'sandbox',
  baseUrl: 'https://sandbox.roostedhr.com/api/1_12',
  last4: '5678',
} as const;
const record = { ...(vault.read() ?? first), ciphertext: Buffer.alloc(6_000, 7).toString('base64') };

console.log(
  JSON.stringify({
    settings: outcome(() => settings.update({ followedEventIds: manyIds })),
    settingsInMemory: settings.get().followedEventIds.length,
    previewSettings: outcome(() => preview.update({ followedEventIds: manyIds })),
    vault: outcome(() => vault.write(record)),
    plain: outcome(() => fs.writeFileSync(path.join(dir, 'plain.json'), JSON.stringify({ followedEventIds: manyIds }))),
  }),
);
