// Settings and the key's file are replaced whole or not at all: a write the disk refuses part
// way leaves the old file as it was. The refusal is real: a child process runs under a file-size
// limit (`ulimit -f`), so the kernel writes up to the limit and then fails the write with EFBIG,
// as a full disk does. A plain write of the same size beside them shows the limit bites mid-write.
// The first write of each file is held to the same rule: refused, it leaves no file at all, and
// the next start finds none rather than a cut one.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import { SettingsService } from '../../../../main/core/settings/settings-service.js';
import type { VaultRecord } from '../../../../main/core/vault.js';
import { jsonSettingsFile } from '../../../../main/preview/json-settings-file.js';
import { openSettingsFile } from '../../../../main/platform/settings-store.js';
import { openVaultStore } from '../../../../main/platform/vault-store.js';
import { fakeElectron } from '../../../fakes/electron.js';
import { useFreshPlatform } from './helpers.js';

const dir = useFreshPlatform('atomic-files-');
const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../../..');
/** In 1024-byte blocks: the old files fit, the new ones (about 8 KB each) do not. */
const LIMIT_BLOCKS = 4;

const RECORD: VaultRecord = {
  ciphertext: Buffer.from('encrypted+k').toString('base64'),
  backend: 'gnome_libsecret',
  savedAt: '2025-01-02T03:04:05.006Z',
  environment: 'sandbox',
  baseUrl: 'https://sandbox.roostedhr.com/api/1_12',
  last4: '5678',
};

function writeOnASmallDisk(): Record<string, unknown> {
  const script = path.join(HERE, 'small-disk/write-settings-and-key.ts');
  const alias = path.join(HERE, 'small-disk/electron-alias.mjs');
  const out = execFileSync(
    'bash',
    [
      '-c',
      `ulimit -f ${LIMIT_BLOCKS}; exec node --import tsx --import "$1" "$2" "$3"`,
      'small-disk',
      alias,
      script,
      dir(),
    ],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, SNAP: '' } },
  );
  return JSON.parse(out.trim().split('\n').at(-1)!) as Record<string, unknown>;
}

beforeEach(() => fakeElectron.fireReady());

describe('settings.json and vault.json on a disk that refuses the write', () => {
  it('keep the old file, byte for byte, and leave no part-written file behind', { timeout: 30_000 }, () => {
    const settings = new SettingsService({ file: openSettingsFile({ cwd: dir() }) });
    settings.load();
    settings.update({ followedEventIds: ['42', '43'], theme: 'dark' });
    openVaultStore({ cwd: dir() }).write(RECORD);
    const preview = new SettingsService({ file: jsonSettingsFile(path.join(dir(), 'preview')) });
    preview.load();
    preview.update({ theme: 'light' });
    const files = ['settings.json', 'vault.json', 'preview/settings.json'];
    const before = new Map(files.map((f) => [f, fs.readFileSync(path.join(dir(), f), 'utf8')]));

    const result = writeOnASmallDisk();

    // The limit is real and bites part way: a plain write of that size is refused and cut short.
    expect(result['plain']).toBe('EFBIG');
    expect(fs.statSync(path.join(dir(), 'plain.json')).size).toBe(LIMIT_BLOCKS * 1024);
    // Both stores were refused, said as an error, and the service kept its settings unchanged.
    expect(result['settings']).toBe('EFBIG');
    expect(result['vault']).toBe('EFBIG');
    expect(result['previewSettings']).toBe('EFBIG');
    expect(result['settingsInMemory']).toBe(2);
    for (const [file, text] of before) expect(fs.readFileSync(path.join(dir(), file), 'utf8')).toBe(text);
    expect(fs.readdirSync(dir()).sort()).toEqual(['plain.json', 'preview', 'settings.json', 'vault.json']);
    expect(fs.readdirSync(path.join(dir(), 'preview'))).toEqual(['settings.json']);

    // The next start reads the old settings and the old key record.
    const reloaded = new SettingsService({ file: openSettingsFile({ cwd: dir() }) });
    reloaded.load();
    expect(reloaded.recoveredFrom).toBeUndefined();
    expect(reloaded.get()).toMatchObject({ followedEventIds: ['42', '43'], theme: 'dark' });
    expect(openVaultStore({ cwd: dir() }).read()).toEqual(RECORD);
    expect(new SettingsService({ file: jsonSettingsFile(path.join(dir(), 'preview')) }).load().theme).toBe('light');
  });

  it('refused at their first write, leave no file at all, and the next start begins afresh', { timeout: 30_000 }, () => {
    // Opening the stores on an empty folder writes nothing: every byte goes through replace-file.ts.
    new SettingsService({ file: openSettingsFile({ cwd: dir() }) }).load();
    expect(openVaultStore({ cwd: dir() }).read()).toBeUndefined();
    expect(fs.readdirSync(dir())).toEqual([]);

    const result = writeOnASmallDisk();

    expect(result['plain']).toBe('EFBIG');
    expect(result['settings']).toBe('EFBIG');
    expect(result['vault']).toBe('EFBIG');
    expect(result['previewSettings']).toBe('EFBIG');
    // No settings.json, vault.json or temporary file, cut or whole; the preview's folder is empty.
    expect(fs.readdirSync(dir()).sort()).toEqual(['plain.json', 'preview']);
    expect(fs.readdirSync(path.join(dir(), 'preview'))).toEqual([]);
    const reloaded = new SettingsService({ file: openSettingsFile({ cwd: dir() }) });
    reloaded.load();
    expect(reloaded.recoveredFrom).toBeUndefined();
    expect(openVaultStore({ cwd: dir() }).read()).toBeUndefined();
    const previewAgain = new SettingsService({ file: jsonSettingsFile(path.join(dir(), 'preview')) });
    previewAgain.load();
    expect(previewAgain.recoveredFrom).toBeUndefined();
  });

  it("make the folder at the first write, and give the key's file only its owner", () => {
    const profile = path.join(dir(), 'not', 'made', 'yet');
    const settings = new SettingsService({ file: openSettingsFile({ cwd: profile }) });
    settings.load();
    settings.update({ theme: 'dark' });
    openVaultStore({ cwd: profile }).write(RECORD);
    expect(fs.readdirSync(profile).sort()).toEqual(['settings.json', 'vault.json']);
    expect(fs.statSync(path.join(profile, 'vault.json')).mode & 0o777).toBe(0o600);
    expect(new SettingsService({ file: openSettingsFile({ cwd: profile }) }).load().theme).toBe('dark');
    expect(openVaultStore({ cwd: profile }).read()).toEqual(RECORD);
  });
});
