/**
 * Run in a child process whose largest file write the shell limits (`ulimit -f`): the kernel
 * refuses a write past the limit with EFBIG after writing up to it, as a full disk refuses the
 * rest of a write. Saves a settings document and a key record too large for the limit through
 * the app's real electron-store files in the folder given, and a plain write of the same size
 * beside them, then prints what each write threw.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SettingsService } from '../../../../../main/core/settings/settings-service.js';
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
const vault = openVaultStore({ cwd: dir });
const record = { ...vault.read()!, ciphertext: Buffer.alloc(6_000, 7).toString('base64') };

console.log(
  JSON.stringify({
    settings: outcome(() => settings.update({ followedEventIds: manyIds })),
    settingsInMemory: settings.get().followedEventIds.length,
    vault: outcome(() => vault.write(record)),
    plain: outcome(() => fs.writeFileSync(path.join(dir, 'plain.json'), JSON.stringify({ followedEventIds: manyIds }))),
  }),
);
