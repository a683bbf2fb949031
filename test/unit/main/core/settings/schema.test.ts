import { describe, expect, it } from 'vitest';
import { settingsJsonSchema } from '../../../../../main/core/settings/json-schema.js';
import {
  CURRENT_SCHEMA_VERSION,
  DEFAULT_SETTINGS,
  settingsPatchSchema,
  settingsSchema,
} from '../../../../../main/core/settings/schema.js';
import { isAllowedBaseUrl } from '../../../../../preload/settings-fields.js';

describe('settings schema', () => {
  it('has the documented defaults', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      schemaVersion: CURRENT_SCHEMA_VERSION,
      followedEventIds: [],
      crewWorkerIds: [],
      syncIntervalMinutes: 15,
      syncConcurrency: 6,
      theme: 'system',
      language: 'system',
      shiftDensity: 'comfortable',
      paper: 'region',
      coverageLarge: false,
      dayCoverageLarge: false,
      startingSoonHours: 4,
      alertsEnabled: true,
      alertLeadMinutes: 60,
      quietHours: null,
      mutedEventIds: [],
      overtimeDailyHours: 8,
      overtimeWeeklyHours: 40,
      apiProfileOverride: {},
    });
    expect(Object.isFrozen(DEFAULT_SETTINGS.followedEventIds)).toBe(true);
  });

  it.each([
    ['https://api.example.com/api/1_12', true],
    ['https://api.example.com:8443/api/1_12', true],
    ['http://127.0.0.1:4010/api/1_12', true],
    ['http://localhost:4010/api/1_12', true],
    ['http://[::1]:4010/api/1_12', true],
    ['http://api.example.com/api/1_12', false],
    ['http://127.0.0.1.evil.com/api/1_12', false],
    ['http://localhost.evil.com/', false],
    ['https://user:pw@api.example.com/', false],
    ['https://api.example.com/?key=abc', false],
    ['https://api.example.com/#x', false],
    ['ftp://api.example.com/', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
  ])('custom base URL %s allowed: %s', (url, allowed) => {
    expect(isAllowedBaseUrl(url)).toBe(allowed);
  });

  it.each([
    [{ syncIntervalMinutes: 0 }],
    [{ syncIntervalMinutes: 241 }],
    [{ syncIntervalMinutes: 1.5 }],
    [{ syncConcurrency: 0 }],
    [{ syncConcurrency: 17 }],
    [{ theme: 'blue' }],
    [{ environment: 'staging' }],
    [{ followedEventIds: ['1', '1'] }],
    [{ followedEventIds: [''] }],
    [{ followedEventIds: ['x'.repeat(101)] }],
    [{ crewWorkerIds: [7] }],
    [{ environment: 'custom' }],
    [{ apiProfileOverride: { paths: { events: 'no-leading-slash' } } }],
    [{ windowBounds: { x: 0, y: 0, width: 10, height: 600 } }],
  ])('rejects %j', (fields) => {
    expect(settingsSchema.safeParse({ ...DEFAULT_SETTINGS, ...fields }).success).toBe(false);
  });

  it('accepts a custom environment with its base URL and a full document', () => {
    const full = {
      ...DEFAULT_SETTINGS,
      environment: 'custom',
      customBaseUrl: 'https://staging.example.com/api/1_12',
      followedEventIds: ['42'],
      crewWorkerIds: ['7', '8'],
      syncIntervalMinutes: 240,
      syncConcurrency: 16,
      theme: 'dark',
      apiProfileOverride: { paths: { events: '/v2/events' }, pageSize: { discoveryPage: 50 } },
      windowBounds: { x: -1200, y: 40, width: 1100, height: 760 },
      weakKeyPolicy: 'session-only',
    };
    expect(settingsSchema.parse(full)).toEqual(full);
  });

  it('patches refuse unknown keys and schemaVersion, and accept null to remove an optional field', () => {
    expect(settingsPatchSchema.safeParse({ sync_interval: 5 }).success).toBe(false);
    expect(settingsPatchSchema.safeParse({ schemaVersion: 1 }).success).toBe(false);
    expect(settingsPatchSchema.parse({ windowBounds: null, theme: 'light' })).toEqual({
      windowBounds: null,
      theme: 'light',
    });
  });

  it('derives a JSON schema that constrains only current-version documents', () => {
    const schema = settingsJsonSchema();
    expect(schema).toMatchObject({
      if: { properties: { schemaVersion: { const: CURRENT_SCHEMA_VERSION } } },
      then: { properties: { syncConcurrency: { minimum: 1, maximum: 16 } } },
    });
    expect(JSON.stringify(schema)).not.toContain('$schema');
  });
});
