/** A settings file in plain JSON, for the preview and the tests (no electron-store outside Electron). */
import fs from 'node:fs';
import path from 'node:path';
import type { StoredSettings } from '../core/settings/schema.js';
import type { SettingsFile } from '../core/settings/settings-service.js';
import { replaceFile } from '../platform/replace-file.js';

export function jsonSettingsFile(dir: string): SettingsFile {
  const file = path.join(dir, 'settings.json');
  return {
    read() {
      if (!fs.existsSync(file)) return { kind: 'missing' };
      try {
        // Windows Notepad saves UTF-8 with a byte-order mark, which JSON.parse refuses.
        const text = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
        return { kind: 'ok', data: JSON.parse(text) as unknown };
      } catch {
        return { kind: 'unreadable', reason: 'corrupt' };
      }
    },
    write(settings: StoredSettings) {
      // Whole or not at all, as the app's own settings file (replace-file.ts).
      replaceFile(file, JSON.stringify(settings, null, 2));
    },
    moveAside(at: Date) {
      const name = `settings.corrupt-${at.getTime()}.json`;
      fs.renameSync(file, path.join(dir, name));
      return name;
    },
  };
}
