/**
 * The settings the window sees and may change, described once in zod. What crosses processes
 * belongs here: main's schema (main/core/settings/schema.ts) adds its own fields and the
 * document's version to these, and the contract's `Settings` and `SettingsPatch` are derived
 * from the schemas below as types only, so no process but main loads zod for them.
 */
import { z } from 'zod';
import { apiProfileOverrideSchema } from './api-profile-schema';
import type { Environment } from './contract';
import { LANGUAGE_CHOICES } from './i18n/locale';
import { PAPER_SETTINGS } from './print-sheets';
import { SETTING_LIMITS, type LimitedSetting } from './settings-limits';

/** An id of the API (event, worker, client...): text, trimmed, 1 to 100 characters. */
export const idSchema = z.string().trim().min(1).max(100);

export const environmentSchema = z.enum(['production', 'sandbox', 'custom', 'demo']) satisfies z.ZodType<Environment>;

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

const customBaseUrlSchema = z
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
const quietHoursSchema = z
  .strictObject({ start: clockTimeSchema, end: clockTimeSchema })
  .refine((q) => q.start !== q.end, 'Quiet hours need a different start and end.');

/** A numeric setting checked against its bounds in the one table (settings-limits.ts). */
function limited(setting: LimitedSetting): z.ZodNumber {
  const { min, max, whole } = SETTING_LIMITS[setting];
  const number = whole ? z.number().int() : z.number();
  return number.min(min).max(max);
}

/** Every setting the window sees. A new setting is one line here (and one in the defaults test). */
export const sharedSettingsFields = {
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
  shiftDensity: z.enum(['comfortable', 'compact']).default('comfortable'),
  /**
   * The event's coverage picture opens large, with hour marks, rather than as a strip in the
   * header. Absent on older files (this and the next): the strip, so no migration step.
   */
  coverageLarge: z.boolean().default(false),
  /** The dashboard's day strip likewise, apart: a large one takes rows from the events' list. */
  dayCoverageLarge: z.boolean().default(false),
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
};

/** In a patch a field with a default takes a value; an optional one also takes `null` (removed). */
type PatchField<S> =
  S extends z.ZodDefault<infer Inner> ? z.ZodOptional<Inner> : S extends z.ZodOptional<infer Inner> ? z.ZodOptional<z.ZodNullable<Inner>> : never;

function patchField(field: z.ZodType): z.ZodType {
  if (field instanceof z.ZodDefault) return (field.unwrap() as z.ZodType).optional();
  if (field instanceof z.ZodOptional) return (field.unwrap() as z.ZodType).nullable().optional();
  throw new Error('A setting has a default or is optional.');
}

/**
 * What may change in one update of these fields. `null` removes an optional field (a patch that
 * crosses IPC cannot carry `undefined`). Unknown keys are rejected rather than ignored, so a typo
 * does not look like a successful save.
 */
export function patchSchemaOf<F extends Record<string, z.ZodType>>(fields: F) {
  return z.strictObject(
    Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, patchField(field)])) as {
      [K in keyof F]: PatchField<F[K]>;
    },
  );
}

/** The settings the window sees (the contract's `Settings`). */
export const sharedSettingsSchema = z.object(sharedSettingsFields);

/**
 * What the window may change (the contract's `SettingsPatch`, the `settings:update` payload):
 * not where the app connects, which only connecting or disconnecting sets.
 */
const windowPatchSchema = patchSchemaOf(sharedSettingsFields).omit({ environment: true, customBaseUrl: true });
export const settingsUpdateSchema = windowPatchSchema.extend(
  Object.fromEntries(
    Object.entries(sharedSettingsFields)
      .filter(([key, field]) => key in windowPatchSchema.shape && field.unwrap() === idListSchema)
      .map(([key]) => [key, givenIdListSchema.optional()]),
  ),
) as unknown as typeof windowPatchSchema;
