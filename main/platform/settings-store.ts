/** `settings.json` through electron-store, validated by the schema derived from zod. */
import fs from 'node:fs';
import path from 'node:path';
import { app } from 'electron';
import Store from 'electron-store';
import { settingsJsonSchema } from '../core/settings/json-schema.js';
import type { StoredSettings } from '../core/settings/schema.js';
import type { SettingsFile, SettingsReadResult } from '../core/settings/settings-service.js';
import { moveAsideFile } from './move-aside.js';
import { replaceFile, storeText } from './replace-file.js';
import { parseStoreJson } from './store-json.js';

const NAME = 'settings';

export interface SettingsFileOptions {
  /** Folder of settings.json; defaults to the app's userData folder. */
  cwd?: string;
}

export function openSettingsFile(options: SettingsFileOptions = {}): SettingsFile {
  const dir = options.cwd ?? app.getPath('userData');
  const filePath = path.join(dir, `${NAME}.json`);
  let store: Store<Record<string, unknown>> | undefined;
  // clearInvalidConfig off: a bad file is moved aside by SettingsService, never wiped here.
  const open = () =>
    (store ??= new Store<Record<string, unknown>>({
      name: NAME,
      cwd: dir,
      rootSchema: settingsJsonSchema(),
      clearInvalidConfig: false,
      deserialize: parseStoreJson,
    }));

  return {
    read(): SettingsReadResult {
      if (!fs.existsSync(filePath)) return { kind: 'missing' };
      try {
        // Construction already parses and validates; `.store` re-reads the file.
        return { kind: 'ok', data: open().store };
      } catch (error) {
        const reason = contentProblem(error);
        if (!reason) throw error;
        store = undefined;
        return { kind: 'unreadable', reason };
      }
    },
    write(settings: StoredSettings) {
      // Whole or not at all (replace-file.ts); SettingsService validated it against the schema.
      replaceFile(filePath, storeText(settings));
    },
    moveAside(at: Date) {
      store = undefined;
      return moveAsideFile(filePath, at);
    },
  };
}

/** Bad content is recoverable; anything else (permissions, disk) is not ours to paper over. */
function contentProblem(error: unknown): 'corrupt' | 'invalid' | undefined {
  if (error instanceof SyntaxError) return 'corrupt';
  if (error instanceof Error && error.message.startsWith('Config schema violation')) return 'invalid';
  return undefined;
}
