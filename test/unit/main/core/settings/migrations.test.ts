import { describe, expect, it } from 'vitest';
import { migrateSettings } from '../../../../../main/core/settings/migrations.js';
import { CURRENT_SCHEMA_VERSION, settingsSchema } from '../../../../../main/core/settings/schema.js';

// What each version adds to a document that has none of it.
const ALERT_DEFAULTS = { alertsEnabled: true, alertLeadMinutes: 60, quietHours: null, mutedEventIds: [] };
const OVERTIME_DEFAULTS = { overtimeDailyHours: 8, overtimeWeeklyHours: 40 };
const ADDED_SINCE_V2 = { shiftDensity: 'comfortable', startingSoonHours: 4, ...ALERT_DEFAULTS, ...OVERTIME_DEFAULTS };

describe('migrateSettings', () => {
  it('migrates a version-3 document through version 4: notifications on, an hour ahead, no quiet hours, nothing muted', () => {
    const v3 = {
      schemaVersion: 3,
      theme: 'dark',
      followedEventIds: ['42'],
      startingSoonHours: 6,
      shiftDensity: 'compact',
    };
    const outcome = migrateSettings(v3);
    expect(outcome).toEqual({
      kind: 'migrated',
      from: 3,
      data: { ...v3, schemaVersion: 5, ...ALERT_DEFAULTS, ...OVERTIME_DEFAULTS },
    });
    if (outcome.kind === 'migrated') {
      const parsed = settingsSchema.parse(outcome.data);
      expect(parsed).toMatchObject({ startingSoonHours: 6, shiftDensity: 'compact', ...ALERT_DEFAULTS });
    }
  });

  it('migrates a version-1 document (no schemaVersion) to the current shape', () => {
    const v1 = {
      environment: 'custom',
      baseUrl: 'https://staging.example.com/api/1_12',
      followedEvents: [42, '43'],
      crew: [7],
      theme: 'dark',
    };
    const outcome = migrateSettings(v1);
    expect(outcome).toEqual({
      kind: 'migrated',
      from: 1,
      data: {
        schemaVersion: CURRENT_SCHEMA_VERSION,
        environment: 'custom',
        customBaseUrl: 'https://staging.example.com/api/1_12',
        followedEventIds: ['42', '43'],
        crewWorkerIds: ['7'],
        theme: 'dark',
        ...ADDED_SINCE_V2,
      },
    });
    if (outcome.kind === 'migrated') expect(settingsSchema.safeParse(outcome.data).success).toBe(true);
  });

  it('migrates a version-2 document to version 3: shift lists keep their density, "Starting soon" looks 4 hours ahead', () => {
    const v2 = { schemaVersion: 2, theme: 'dark', followedEventIds: ['42'], syncIntervalMinutes: 5 };
    const outcome = migrateSettings(v2);
    expect(outcome).toEqual({
      kind: 'migrated',
      from: 2,
      data: {
        schemaVersion: CURRENT_SCHEMA_VERSION,
        theme: 'dark',
        followedEventIds: ['42'],
        syncIntervalMinutes: 5,
        ...ADDED_SINCE_V2,
      },
    });
    if (outcome.kind === 'migrated') {
      const parsed = settingsSchema.parse(outcome.data);
      expect(parsed.shiftDensity).toBe('comfortable');
      expect(parsed.startingSoonHours).toBe(4);
    }
  });

  it('migrates a version-4 document to version 5: overtime risk assumes 8 hours a day and 40 a week, a chosen value kept', () => {
    const v4 = { schemaVersion: 4, theme: 'dark', startingSoonHours: 6, overtimeWeeklyHours: 38, ...ALERT_DEFAULTS };
    const outcome = migrateSettings(v4);
    expect(outcome).toEqual({
      kind: 'migrated',
      from: 4,
      data: { ...v4, schemaVersion: 5, overtimeDailyHours: 8, overtimeWeeklyHours: 38 },
    });
    if (outcome.kind === 'migrated') expect(settingsSchema.parse(outcome.data).overtimeDailyHours).toBe(8);
  });

  it('does not mutate the input', () => {
    const v1 = { followedEvents: [1] };
    migrateSettings(v1);
    expect(v1).toEqual({ followedEvents: [1] });
  });

  it('leaves what it cannot convert for validation to reject', () => {
    const outcome = migrateSettings({ followedEvents: 'all' });
    expect(outcome).toMatchObject({ kind: 'migrated', data: { followedEventIds: 'all' } });
    if (outcome.kind === 'migrated') expect(settingsSchema.safeParse(outcome.data).success).toBe(false);
  });

  it('passes a current document through', () => {
    const doc = { schemaVersion: CURRENT_SCHEMA_VERSION, theme: 'light' };
    expect(migrateSettings(doc)).toEqual({ kind: 'current', data: doc });
  });

  it('reports a document from a newer app version', () => {
    expect(migrateSettings({ schemaVersion: CURRENT_SCHEMA_VERSION + 3 })).toEqual({
      kind: 'newer',
      version: CURRENT_SCHEMA_VERSION + 3,
    });
  });

  it.each([
    [null],
    [[]],
    ['settings'],
    [42],
    [{ schemaVersion: 0 }],
    [{ schemaVersion: '2' }],
    [{ schemaVersion: 1.5 }],
    [{ schemaVersion: null }],
  ])('refuses %j', (raw) => {
    expect(migrateSettings(raw)).toEqual({ kind: 'unrecognised' });
  });
});
