// The preview's settings file as a person may have saved it: with a UTF-8 byte-order mark
// (Windows Notepad) it is read as it is, not moved aside as corrupt.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SettingsService } from '../../../../main/core/settings/settings-service.js';
import { jsonSettingsFile } from '../../../../main/preview/json-settings-file.js';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('jsonSettingsFile', () => {
  it('reads a settings file saved with a byte-order mark, and keeps it in place', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'fs-preview-settings-'));
    writeFileSync(
      path.join(dir, 'settings.json'),
      `\uFEFF${JSON.stringify({ theme: 'dark', syncIntervalMinutes: 30 })}`,
    );
    expect(jsonSettingsFile(dir).read()).toEqual({ kind: 'ok', data: { theme: 'dark', syncIntervalMinutes: 30 } });
    const settings = new SettingsService({ file: jsonSettingsFile(dir), onError: () => undefined });
    settings.load();
    expect(settings.get()).toMatchObject({ theme: 'dark', syncIntervalMinutes: 30 });
    expect(readdirSync(dir)).toEqual(['settings.json']);
  });

  it('still calls a broken file corrupt', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'fs-preview-settings-'));
    writeFileSync(path.join(dir, 'settings.json'), '\uFEFF{"theme": ');
    expect(jsonSettingsFile(dir).read()).toEqual({ kind: 'unreadable', reason: 'corrupt' });
  });
});
