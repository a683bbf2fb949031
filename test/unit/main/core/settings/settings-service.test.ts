import { describe, expect, it, vi } from 'vitest';
import { ExpectedError } from '../../../../../main/core/ipc/expected-error.js';
import {
  CURRENT_SCHEMA_VERSION,
  DEFAULT_SETTINGS,
  type StoredSettings,
} from '../../../../../main/core/settings/schema.js';
import {
  SettingsService,
  type SettingsFile,
  type SettingsReadResult,
} from '../../../../../main/core/settings/settings-service.js';

const NOW = new Date('2025-03-04T05:06:07.890Z');

/** In-memory settings file recording what the service does to it. */
function memoryFile(initial: SettingsReadResult) {
  const state = {
    read: initial,
    writes: [] as StoredSettings[],
    movedAside: [] as Date[],
    failMoveAside: false,
    failWrite: false,
  };
  const file: SettingsFile = {
    read: () => state.read,
    write: (s) => {
      if (state.failWrite) throw new Error('disk full');
      state.writes.push(structuredClone(s));
      state.read = { kind: 'ok', data: structuredClone(s) };
    },
    moveAside: (at) => {
      if (state.failMoveAside) throw new Error('EPERM');
      state.movedAside.push(at);
      state.read = { kind: 'missing' };
      return `settings.corrupt-${at.getTime()}.json`;
    },
  };
  return { file, state };
}

function service(initial: SettingsReadResult, onError = vi.fn()) {
  const mem = memoryFile(initial);
  return { ...mem, onError, settings: new SettingsService({ file: mem.file, now: () => NOW, onError }) };
}

describe('SettingsService.load', () => {
  it('uses defaults for a missing file without writing', () => {
    const { settings, state } = service({ kind: 'missing' });
    expect(settings.load()).toEqual(DEFAULT_SETTINGS);
    expect(settings.recoveredFrom).toBeUndefined();
    expect(state.writes).toEqual([]);
  });

  it('leaves a file made by a newer version untouched: defaults in memory, a notice, no write', () => {
    const { settings, state } = service({ kind: 'ok', data: { schemaVersion: CURRENT_SCHEMA_VERSION + 1 } });
    expect(settings.load()).toEqual(DEFAULT_SETTINGS);
    expect(settings.recoveredFrom).toEqual({ reason: 'newer-version', at: NOW.toISOString() });
    settings.update({ theme: 'dark' });
    expect(settings.get().theme).toBe('dark');
    expect(state.movedAside).toEqual([]);
    expect(state.writes).toEqual([]);
  });

  it('loads a valid document, filling defaults for absent fields', () => {
    const { settings, state } = service({
      kind: 'ok',
      data: { schemaVersion: CURRENT_SCHEMA_VERSION, theme: 'dark', followedEventIds: ['9'] },
    });
    expect(settings.load()).toEqual({ ...DEFAULT_SETTINGS, theme: 'dark', followedEventIds: ['9'] });
    expect(state.movedAside).toEqual([]);
    expect(state.writes).toEqual([]);
  });

  it('migrates an old document and saves the migrated result', () => {
    const { settings, state } = service({ kind: 'ok', data: { followedEvents: [42], crew: [7], theme: 'light' } });
    const loaded = settings.load();
    expect(loaded).toMatchObject({
      followedEventIds: ['42'],
      crewWorkerIds: ['7'],
      theme: 'light',
      schemaVersion: CURRENT_SCHEMA_VERSION,
    });
    expect(state.writes).toEqual([loaded]);
    expect(settings.recoveredFrom).toBeUndefined();
  });

  it.each([
    ['corrupt', { kind: 'unreadable', reason: 'corrupt' }],
    ['invalid', { kind: 'unreadable', reason: 'invalid' }],
    ['invalid', { kind: 'ok', data: { schemaVersion: CURRENT_SCHEMA_VERSION, syncConcurrency: 99 } }],
    [
      'invalid',
      {
        kind: 'ok',
        data: { schemaVersion: CURRENT_SCHEMA_VERSION, environment: 'custom', customBaseUrl: 'http://evil.example/' },
      },
    ],
    ['invalid', { kind: 'ok', data: ['not', 'an', 'object'] }],
  ] as const)('moves a %s file aside, restores defaults and records a notice', (reason, read) => {
    const { settings, state } = service(read);
    expect(settings.load()).toEqual(DEFAULT_SETTINGS);
    expect(state.movedAside).toEqual([NOW]);
    expect(state.writes).toEqual([DEFAULT_SETTINGS]);
    expect(settings.recoveredFrom).toEqual({
      reason,
      movedTo: `settings.corrupt-${NOW.getTime()}.json`,
      at: NOW.toISOString(),
    });
    settings.acknowledgeRecovery();
    expect(settings.recoveredFrom).toBeUndefined();
  });

  it('does not overwrite a bad file it could not move aside', () => {
    const { settings, state, onError } = service({ kind: 'unreadable', reason: 'corrupt' });
    state.failMoveAside = true;
    expect(settings.load()).toEqual(DEFAULT_SETTINGS);
    expect(state.writes).toEqual([]);
    expect(settings.recoveredFrom).toEqual({ reason: 'corrupt', at: NOW.toISOString() });
    expect(onError).toHaveBeenCalledOnce();
  });

  it('keeps running on the migrated settings when saving them fails', () => {
    const { settings, state, onError } = service({ kind: 'ok', data: { followedEvents: [1] } });
    state.failWrite = true;
    expect(settings.load().followedEventIds).toEqual(['1']);
    expect(onError).toHaveBeenCalledOnce();
  });
});

describe('SettingsService.update', () => {
  it('validates, saves and returns the merged settings', () => {
    const { settings, state } = service({ kind: 'missing' });
    settings.load();
    const next = settings.update({ syncIntervalMinutes: 30, followedEventIds: ['1', '2'] });
    expect(next).toEqual({ ...DEFAULT_SETTINGS, syncIntervalMinutes: 30, followedEventIds: ['1', '2'] });
    expect(settings.get()).toBe(next);
    expect(state.writes).toEqual([next]);
  });

  it('removes an optional field patched with null', () => {
    const data = { ...DEFAULT_SETTINGS, environment: 'sandbox', windowBounds: { x: 1, y: 2, width: 800, height: 600 } };
    const { settings } = service({ kind: 'ok', data });
    settings.load();
    const next = settings.update({ windowBounds: null, environment: null });
    expect(next).not.toHaveProperty('windowBounds');
    expect(next).not.toHaveProperty('environment');
  });

  it.each([
    [{ syncIntervalMinutes: 0 }, 'syncIntervalMinutes'],
    [{ syncConcurrency: 100 }, 'syncConcurrency'],
    [{ environment: 'custom' }, 'customBaseUrl'],
    [{ customBaseUrl: 'http://api.example.com' }, 'customBaseUrl'],
    [{ unknownKey: true }, 'unknownKey'],
    [{ schemaVersion: 1 }, 'schemaVersion'],
    ['not an object', 'expected object'],
  ])('refuses %j with an ExpectedError naming %s, changing nothing', (patch, mention) => {
    const { settings, state } = service({ kind: 'missing' });
    settings.load();
    const listener = vi.fn();
    settings.onChange(listener);
    let thrown: unknown;
    try {
      settings.update(patch);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ExpectedError);
    expect((thrown as ExpectedError).code).toBe('invalid-settings');
    expect((thrown as ExpectedError).message).toContain(mention);
    expect(settings.get()).toEqual(DEFAULT_SETTINGS);
    expect(state.writes).toEqual([]);
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps the previous settings when saving fails', () => {
    const { settings, state } = service({ kind: 'missing' });
    settings.load();
    state.failWrite = true;
    expect(() => settings.update({ theme: 'dark' })).toThrow('disk full');
    expect(settings.get().theme).toBe('system');
  });

  it('tells listeners about real changes only, and lets them unsubscribe', () => {
    const { settings, state } = service({ kind: 'missing' });
    settings.load();
    const listener = vi.fn();
    const off = settings.onChange(listener);
    settings.update({ theme: 'dark' });
    settings.update({ theme: 'dark' });
    expect(listener).toHaveBeenCalledOnce();
    expect(listener).toHaveBeenCalledWith(
      expect.objectContaining({ theme: 'dark' }),
      expect.objectContaining({ theme: 'system' }),
    );
    expect(state.writes).toHaveLength(1);
    off();
    settings.update({ theme: 'light' });
    expect(listener).toHaveBeenCalledOnce();
  });

  it('isolates a throwing listener from the update and the other listeners', () => {
    const { settings, onError } = service({ kind: 'missing' });
    settings.load();
    const second = vi.fn();
    settings.onChange(() => {
      throw new Error('listener bug');
    });
    settings.onChange(second);
    expect(settings.update({ syncConcurrency: 2 }).syncConcurrency).toBe(2);
    expect(second).toHaveBeenCalledOnce();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'listener bug' }));
  });

  it('hands out frozen settings so callers cannot change them behind its back', () => {
    const { settings } = service({ kind: 'missing' });
    settings.load();
    const current = settings.update({ followedEventIds: ['1'] });
    expect(() => (current.followedEventIds as string[]).push('2')).toThrow(TypeError);
    expect(settings.get().followedEventIds).toEqual(['1']);
  });
});
