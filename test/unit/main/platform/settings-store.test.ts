import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION, DEFAULT_SETTINGS } from '../../../../main/core/settings/schema.js';
import { SettingsService } from '../../../../main/core/settings/settings-service.js';
import { openSettingsFile } from '../../../../main/platform/settings-store.js';
import { fakeElectron } from '../../../fakes/electron.js';
import { useFreshPlatform } from './helpers.js';

const dir = useFreshPlatform('settings-store-');

const NOW = new Date('2025-02-03T04:05:06.789Z');
const ASIDE = 'settings.corrupt-2025-02-03T04-05-06-789Z.json';

const settingsPath = () => path.join(dir(), 'settings.json');
const onDisk = () => JSON.parse(fs.readFileSync(settingsPath(), 'utf8')) as unknown;
const load = () => {
  const service = new SettingsService({ file: openSettingsFile({ cwd: dir() }), now: () => NOW });
  service.load();
  return service;
};

describe('settings.json through electron-store', () => {
  it('starts on defaults without creating a file, and saves updates', () => {
    const service = load();
    expect(service.get()).toEqual(DEFAULT_SETTINGS);
    expect(fs.existsSync(settingsPath())).toBe(false);
    service.update({ followedEventIds: ['42'], syncIntervalMinutes: 5 });
    expect(onDisk()).toEqual({ ...DEFAULT_SETTINGS, followedEventIds: ['42'], syncIntervalMinutes: 5 });
    expect(load().get()).toMatchObject({ followedEventIds: ['42'], syncIntervalMinutes: 5 });
  });

  it('moves a corrupt (unparsable) file aside, restores defaults and says so', () => {
    fs.writeFileSync(settingsPath(), '{"environment": "sandbox", "followedEventIds": [1');
    const service = load();
    expect(service.get()).toEqual(DEFAULT_SETTINGS);
    expect(service.recoveredFrom).toEqual({ reason: 'corrupt', movedTo: ASIDE, at: NOW.toISOString() });
    expect(fs.readFileSync(path.join(dir(), ASIDE), 'utf8')).toBe('{"environment": "sandbox", "followedEventIds": [1');
    expect(onDisk()).toEqual(DEFAULT_SETTINGS);
    // The next start is clean.
    expect(load().recoveredFrom).toBeUndefined();
  });

  it('reads a file saved with a UTF-8 byte-order mark (Notepad) instead of moving it aside', () => {
    const doc = { ...DEFAULT_SETTINGS, environment: 'sandbox', followedEventIds: ['42'], theme: 'dark' };
    fs.writeFileSync(
      settingsPath(),
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify(doc))]),
    );
    const service = load();
    expect(service.recoveredFrom).toBeUndefined();
    expect(service.get()).toEqual(doc);
    expect(fs.readdirSync(dir())).toEqual(['settings.json']);
    service.update({ theme: 'light' });
    expect(onDisk()).toEqual({ ...doc, theme: 'light' });
  });

  it('moves aside a current-version file the JSON schema rejects', () => {
    fs.writeFileSync(settingsPath(), JSON.stringify({ schemaVersion: CURRENT_SCHEMA_VERSION, syncConcurrency: 99 }));
    const service = load();
    expect(service.recoveredFrom).toMatchObject({ reason: 'invalid', movedTo: ASIDE });
    expect(service.get().syncConcurrency).toBe(6);
  });

  it('moves aside a file only zod can reject (plain http to a remote host)', () => {
    const doc = {
      schemaVersion: CURRENT_SCHEMA_VERSION,
      environment: 'custom',
      customBaseUrl: 'http://api.example.com/api/1_12',
    };
    fs.writeFileSync(settingsPath(), JSON.stringify(doc));
    expect(load().recoveredFrom).toMatchObject({ reason: 'invalid' });
    expect(JSON.parse(fs.readFileSync(path.join(dir(), ASIDE), 'utf8'))).toEqual(doc);
  });

  it('migrates a version-1 file in place', () => {
    fs.writeFileSync(
      settingsPath(),
      JSON.stringify({ environment: 'sandbox', followedEvents: [42, 43], crew: [7], theme: 'dark' }),
    );
    const service = load();
    const expected = {
      ...DEFAULT_SETTINGS,
      environment: 'sandbox',
      followedEventIds: ['42', '43'],
      crewWorkerIds: ['7'],
      theme: 'dark',
    };
    expect(service.get()).toEqual(expected);
    expect(service.recoveredFrom).toBeUndefined();
    expect(onDisk()).toEqual(expected);
    expect(fs.readdirSync(dir())).toEqual(['settings.json']);
  });

  it('leaves a file made by a newer app version untouched: defaults in memory, changes not saved over it', () => {
    const newer = JSON.stringify({ schemaVersion: CURRENT_SCHEMA_VERSION + 1, shiny: true, followedEventIds: ['9'] });
    fs.writeFileSync(settingsPath(), newer);
    const service = load();
    expect(service.get()).toEqual(DEFAULT_SETTINGS);
    expect(service.recoveredFrom).toEqual({ reason: 'newer-version', at: NOW.toISOString() });
    service.update({ syncIntervalMinutes: 5 });
    expect(service.get()).toMatchObject({ syncIntervalMinutes: 5 });
    expect(fs.readFileSync(settingsPath(), 'utf8')).toBe(newer);
    expect(fs.readdirSync(dir())).toEqual(['settings.json']);
    // Going back to the newer version finds its settings as it left them.
    expect(load().recoveredFrom?.reason).toBe('newer-version');
  });

  it('does not overwrite an earlier set-aside file from the same instant', () => {
    fs.writeFileSync(settingsPath(), 'garbage 1');
    load();
    fs.writeFileSync(settingsPath(), 'garbage 2');
    expect(load().recoveredFrom?.movedTo).toBe('settings.corrupt-2025-02-03T04-05-06-789Z-2.json');
    expect(fs.readFileSync(path.join(dir(), ASIDE), 'utf8')).toBe('garbage 1');
  });

  it('lets I/O errors through instead of treating them as bad content', () => {
    fs.mkdirSync(settingsPath());
    expect(() => load()).toThrow(/EISDIR/);
    expect(fs.statSync(settingsPath()).isDirectory()).toBe(true);
  });

  it('defaults to the userData folder', () => {
    fakeElectron.setUserDataDir(dir());
    const service = new SettingsService({ file: openSettingsFile() });
    service.load();
    service.update({ theme: 'light' });
    expect(onDisk()).toMatchObject({ theme: 'light' });
  });
});
