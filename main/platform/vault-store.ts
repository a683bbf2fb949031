/** The vault's record in `vault.json` (ciphertext only; the key itself is never written). */
import path from 'node:path';
import { app } from 'electron';
import Store from 'electron-store';
import { vaultRecordSchema, type VaultRecord, type VaultStore } from '../core/vault.js';
import { moveAsideFile } from './move-aside.js';
import { replaceFile, storeText } from './replace-file.js';
import { parseStoreJson } from './store-json.js';

const NAME = 'vault';
/** Enough history to recover a key after a keyring change, without keeping every old one. */
const MAX_SET_ASIDE = 5;
/** On a weak (basic_text) backend the file permission is the main protection left. */
const FILE_MODE = 0o600;

interface VaultFile {
  record?: unknown;
  setAside?: { at: string; record: unknown }[];
}

export interface VaultStoreOptions {
  /** Folder of vault.json; defaults to the app's userData folder. */
  cwd?: string;
  now?: () => Date;
}

export function openVaultStore(options: VaultStoreOptions = {}): VaultStore {
  const dir = options.cwd ?? app.getPath('userData');
  const now = options.now ?? (() => new Date());
  const store = openRecovering(dir, now);
  // Every change replaces the whole file, or leaves the old one (replace-file.ts).
  const save = (doc: VaultFile) => replaceFile(path.join(dir, `${NAME}.json`), storeText(doc), FILE_MODE);

  const setAsideRaw = (record: unknown) => {
    const previous = store.get('setAside') ?? [];
    const setAside = [...previous, { at: now().toISOString(), record }].slice(-MAX_SET_ASIDE);
    // The active record goes in the same step.
    save({ setAside });
  };

  return {
    read() {
      const raw = store.get('record');
      if (raw === undefined) return undefined;
      const parsed = vaultRecordSchema.safeParse(raw);
      if (parsed.success) return parsed.data;
      setAsideRaw(raw);
      return undefined;
    },
    write(record: VaultRecord) {
      save({ ...store.store, record });
    },
    clear() {
      save({});
    },
    setAside(record: VaultRecord) {
      setAsideRaw(record);
    },
  };
}

/** electron-store throws on unparsable JSON: keep that file aside and start a fresh one. */
function openRecovering(dir: string, now: () => Date): Store<VaultFile> {
  const open = () =>
    new Store<VaultFile>({
      name: NAME,
      cwd: dir,
      configFileMode: FILE_MODE,
      clearInvalidConfig: false,
      deserialize: parseStoreJson,
    });
  try {
    return open();
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    moveAsideFile(path.join(dir, `${NAME}.json`), now());
    return open();
  }
}
