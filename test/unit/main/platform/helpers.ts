import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserWindow } from 'electron';
import { afterEach, beforeEach } from 'vitest';
import { SettingsService, type SettingsFile } from '../../../../main/core/settings/settings-service.js';
import { CURRENT_SCHEMA_VERSION, type StoredSettings } from '../../../../main/core/settings/schema.js';
import { fakeElectron } from '../../../fakes/electron.js';
import type { FakeBrowserWindow } from '../../../fakes/electron/browser-window.js';

/** Settings over an in-memory file; `written` holds every document saved. */
export function memorySettings(initial?: Partial<StoredSettings>): { settings: SettingsService; written: StoredSettings[] } {
  const written: StoredSettings[] = [];
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

/** Each test starts with the fake Electron reset and a temp folder of its own, removed after the test. */
export function useFreshPlatform(prefix: string): () => string {
  let dir = '';
  beforeEach(() => {
    fakeElectron.reset();
    dir = tempDir(prefix);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  return () => dir;
}
