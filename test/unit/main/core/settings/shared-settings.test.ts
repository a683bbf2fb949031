// Settings are described once: what the window sees and what it may change derive from main's schema.
import { describe, expect, it } from 'vitest';
import { payloadSchemas } from '../../../../../main/core/ipc/payloads.js';
import {
  DEFAULT_SETTINGS,
  settingsObjectSchema,
  sharedSettings,
} from '../../../../../main/core/settings/schema.js';

const MAIN_ONLY = ['schemaVersion', 'windowBounds', 'weakKeyPolicy'];

describe('settings the window sees', () => {
  it("are the document's fields without main's own", () => {
    const stored = {
      ...DEFAULT_SETTINGS,
      environment: 'custom' as const,
      customBaseUrl: 'https://example.com',
      windowBounds: { x: 0, y: 0, width: 800, height: 600 },
      weakKeyPolicy: 'session-only' as const,
      quietHours: { start: '22:00', end: '06:00' },
    };
    const shared = sharedSettings(stored);
    expect(Object.keys(shared).sort()).toEqual(
      Object.keys(settingsObjectSchema.shape)
        .filter((key) => !MAIN_ONLY.includes(key))
        .sort(),
    );
    expect(shared).toMatchObject({ environment: 'custom', quietHours: { start: '22:00', end: '06:00' } });
    // A fresh copy: the window's answer never aliases main's frozen document.
    expect(shared.followedEventIds).not.toBe(stored.followedEventIds);
  });
});

describe('the settings:update payload', () => {
  const update = payloadSchemas['settings:update'];

  it('keeps an id given twice once', () => {
    expect(update.parse({ followedEventIds: ['7', ' 7', '8'], mutedEventIds: ['1', '1'] })).toEqual({
      followedEventIds: ['7', '8'],
      mutedEventIds: ['1'],
    });
  });

  it.each([
    { environment: 'sandbox' },
    { customBaseUrl: 'https://example.com' },
    { windowBounds: null },
    { weakKeyPolicy: 'session-only' },
    { schemaVersion: 5 },
  ])('refuses %j: only main sets it', (patch) => {
    expect(update.safeParse(patch).success).toBe(false);
  });

  it('takes null to clear quiet hours, and each setting the window shows', () => {
    expect(update.parse({ quietHours: null, theme: 'dark', shiftDensity: 'compact' })).toEqual({
      quietHours: null,
      theme: 'dark',
      shiftDensity: 'compact',
    });
  });
});
