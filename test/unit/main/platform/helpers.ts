import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserWindow } from 'electron';
import { SettingsService, type SettingsFile } from '../../../../main/core/settings/settings-service.js';
import { CURRENT_SCHEMA_VERSION, type Settings } from '../../../../main/core/settings/schema.js';
import type { FakeBrowserWindow } from '../../../fakes/electron/browser-window.js';

/** Settings over an in-memory file; `written` holds every document saved. */
export function memorySettings(initial?: Partial<Settings>): { settings: SettingsService; written: Settings[] } {
  const written: Settings[] = [];
  const file: SettingsFile = {
    read: () =>
      initial ? { kind: 'ok', data: { schemaVersion: CURRENT_SCHEMA_VERSION, ...initial } } : { kind: 'missing' },
    write: (s) => void written.push(s),
    moveAside: () => 'unused',
  };
  const settings = new SettingsService({ file });
  settings.load();
  return { settings, written };
}

/** The fake stands in for the real class at runtime; adapters are typed against the real one. */
export const asWindow = (fake: FakeBrowserWindow | undefined) => fake as unknown as BrowserWindow;

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}
