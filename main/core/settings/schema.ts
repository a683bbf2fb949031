/**
 * The settings document main keeps in `settings.json`, described once. Zod is the source of
 * truth: the JSON schema electron-store validates with (json-schema.ts), the patch main accepts,
 * the IPC payload of `settings:update`, and the contract's `Settings` and `SettingsPatch` types
 * are all derived from `settingsFields` below.
 */
import { z } from 'zod';
import { apiProfileOverrideSchema } from '../api/profile.js';
import { environmentSchema, idSchema, weakKeyPolicySchema } from '../input-schemas.js';
import { deepFreeze } from './deep-freeze.js';
import { LANGUAGE_CHOICES, PAPER_SETTINGS, SETTING_LIMITS, type LimitedSetting } from '../../../preload/contract.js';

export const CURRENT_SCHEMA_VERSION = 5;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** https anywhere; plain http only to this machine (the simulator and local test servers). */
export function isAllowedBaseUrl(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  // The key travels in a header; a URL with credentials, query or fragment is a mistake.
  if (url.username || url.password || url.search || url.hash) return false;
  if (url.protocol === 'https:') return url.hostname !== '';
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

export const shiftDensitySchema = z.enum(['comfortable', 'compact']);

export const customBaseUrlSchema = z
  .string()
  .max(2048)
  .refine(
    isAllowedBaseUrl,
    'Use an https:// address (http:// only for 127.0.0.1 or localhost), without credentials, query or fragment.',
  );

const idListSchema = z
  .array(idSchema)
  .max(2000)
  .refine((ids) => new Set(ids).size === ids.length, 'The list contains the same id twice.');
/** Over IPC an id given twice (a double click) is kept once; the stored document refuses it. */
const givenIdListSchema = z
  .array(idSchema)
  .max(2000)
  .transform((ids) => [...new Set(ids)]);

/** A clock time of the day, "HH:mm" (24-hour). */
const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'not a time (HH:mm)');

/**
 * Hours with no desktop notification, from `start` up to `end`; an end before the start runs
 * past midnight ("22:00" to "06:00"). Equal times would mean no hours at all: refused.
 */
export const quietHoursSchema = z
  .strictObject({ start: clockTimeSchema, end: clockTimeSchema })
  .refine((q) => q.start !== q.end, 'Quiet hours need a different start and end.');

export const windowBoundsSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().min(100).max(100_000),
  height: z.number().int().min(100).max(100_000),
});
export type WindowBounds = z.infer<typeof windowBoundsSchema>;

/** A numeric setting checked against its bounds in the contract's one table. */
export function limited(setting: LimitedSetting): z.ZodNumber {
  const { min, max, whole } = SETTING_LIMITS[setting];
  const number = whole ? z.number().int() : z.number();
  return number.min(min).max(max);
}

const settingsFields = {
  /** Absent until the user first connects: the app then shows its welcome screen. */
  environment: environmentSchema.optional(),
  customBaseUrl: customBaseUrlSchema.optional(),
  followedEventIds: idListSchema.default([]),
  crewWorkerIds: idListSchema.default([]),
  syncIntervalMinutes: limited('syncIntervalMinutes').default(15),
  syncConcurrency: limited('syncConcurrency').default(6),
  theme: z.enum(['light', 'dark', 'system']).default('system'),
  /** The app's language: the operating system's ("system") or one the catalogue has. */
  language: z.enum(LANGUAGE_CHOICES).default('system'),
  /** The paper sheets print on: the region's (Letter in the US and Canada, A4 elsewhere) or a named one. */
  paper: z.enum(PAPER_SETTINGS).default('region'),
  /** How much room a shift row takes: everything at a glance, or more shifts per screen. */
  shiftDensity: shiftDensitySchema.default('comfortable'),
  /**
   * The coverage pictures (event, day across events) open large, with hour marks, rather than
   * as a strip in the header. Absent on older files: the strip, so no migration step.
   */
  coverageLarge: z.boolean().default(false),
  /** The dashboard's "Starting soon and short" strip looks this many hours ahead. */
  startingSoonHours: limited('startingSoonHours').default(4),
  /** Desktop notifications for alerts; the in-app alerts show either way. */
  alertsEnabled: z.boolean().default(true),
  /** A short shift is announced this many minutes before it starts (and again at its start). */
  alertLeadMinutes: limited('alertLeadMinutes').default(60),
  /** No desktop notification in these hours; null: none. */
  quietHours: quietHoursSchema.nullable().default(null),
  /** Events whose alerts the supervisor silenced. */
  mutedEventIds: idListSchema.default([]),
  /**
   * Overtime risk, where a worker's hours do not carry the server's own cutoff: hours a day and
   * a week past which time is overtime. Local assumptions, shown as such.
   */
  overtimeDailyHours: limited('overtimeDailyHours').default(8),
  overtimeWeeklyHours: limited('overtimeWeeklyHours').default(40),
  apiProfileOverride: apiProfileOverrideSchema.default({}),
  windowBounds: windowBoundsSchema.optional(),
  weakKeyPolicy: weakKeyPolicySchema.optional(),
};

/** The document as stored. Fields with defaults may be absent on disk. */
export const settingsObjectSchema = z.object({
  ...settingsFields,
  schemaVersion: z.literal(CURRENT_SCHEMA_VERSION),
});

export const settingsSchema = settingsObjectSchema.superRefine((s, ctx) => {
  if (s.environment === 'custom' && s.customBaseUrl === undefined) {
    ctx.addIssue({ code: 'custom', path: ['customBaseUrl'], message: 'A custom environment needs a base URL.' });
  }
});
export type StoredSettings = z.output<typeof settingsSchema>;

type SettingsFields = typeof settingsFields;
/** In a patch a field with a default takes a value; an optional one also takes `null` (removed). */
type PatchField<S> =
  S extends z.ZodDefault<infer Inner> ? z.ZodOptional<Inner> : S extends z.ZodOptional<infer Inner> ? z.ZodOptional<z.ZodNullable<Inner>> : never;

function patchField(field: z.ZodType): z.ZodType {
  if (field instanceof z.ZodDefault) return (field.unwrap() as z.ZodType).optional();
  if (field instanceof z.ZodOptional) return (field.unwrap() as z.ZodType).nullable().optional();
  throw new Error('A setting has a default or is optional.');
}

/**
 * What may change in one update. `null` removes an optional field (a patch that crosses IPC
 * cannot carry `undefined`). Unknown keys are rejected rather than ignored, so a typo does not
 * look like a successful save.
 */
export const settingsPatchSchema = z.strictObject(
  Object.fromEntries(Object.entries(settingsFields).map(([key, field]) => [key, patchField(field)])) as {
    [K in keyof SettingsFields]: PatchField<SettingsFields[K]>;
  },
);
export type StoredSettingsPatch = z.input<typeof settingsPatchSchema>;

/** Main's own fields: where the window stands and how a weak key is kept. The window neither sees nor sets them. */
const MAIN_ONLY = { windowBounds: true, weakKeyPolicy: true } as const;

/** The settings the window sees (the contract's `Settings`). */
export const sharedSettingsSchema = settingsObjectSchema.omit({ ...MAIN_ONLY, schemaVersion: true });

/**
 * What the window may change (the contract's `SettingsPatch`, the `settings:update` payload):
 * not where the app connects, which only connecting or disconnecting sets.
 */
const windowPatchSchema = settingsPatchSchema.omit({ ...MAIN_ONLY, environment: true, customBaseUrl: true });
export const settingsUpdateSchema = windowPatchSchema.extend(
  Object.fromEntries(
    Object.entries(settingsFields)
      .filter(([key, field]) => key in windowPatchSchema.shape && field.unwrap() === idListSchema)
      .map(([key]) => [key, givenIdListSchema.optional()]),
  ),
) as unknown as typeof windowPatchSchema;

/** The window's copy of the document: main's own fields left out, arrays and objects fresh. */
export function sharedSettings(settings: StoredSettings): z.output<typeof sharedSettingsSchema> {
  return sharedSettingsSchema.parse(settings);
}

export const DEFAULT_SETTINGS: StoredSettings = deepFreeze(settingsSchema.parse({ schemaVersion: CURRENT_SCHEMA_VERSION }));
