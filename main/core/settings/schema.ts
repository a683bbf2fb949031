/**
 * The settings document main keeps in `settings.json`. The fields the window sees are described
 * once, in preload/settings-fields.ts; this adds main's own fields (where the window stands, how
 * a weak key is kept) and the document's version. The JSON schema electron-store validates with
 * (json-schema.ts) and the patch main accepts are derived from `settingsFields` below.
 */
import { z } from 'zod';
import { patchSchemaOf, sharedSettingsFields, sharedSettingsSchema } from '../../../preload/settings-fields.js';
import { weakKeyPolicySchema } from '../input-schemas.js';
import { deepFreeze } from './deep-freeze.js';

export const CURRENT_SCHEMA_VERSION = 5;

export const windowBoundsSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().min(100).max(100_000),
  height: z.number().int().min(100).max(100_000),
});
export type WindowBounds = z.infer<typeof windowBoundsSchema>;

/** Main's own fields: the window neither sees nor sets them. */
const mainOnlyFields = {
  windowBounds: windowBoundsSchema.optional(),
  weakKeyPolicy: weakKeyPolicySchema.optional(),
};

const settingsFields = { ...sharedSettingsFields, ...mainOnlyFields };

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

/** What may change in one update by main itself (connecting, the window's bounds, the key policy). */
export const settingsPatchSchema = patchSchemaOf(settingsFields);
export type StoredSettingsPatch = z.input<typeof settingsPatchSchema>;

/** The window's copy of the document: main's own fields left out, arrays and objects fresh. */
export function sharedSettings(settings: StoredSettings): z.output<typeof sharedSettingsSchema> {
  return sharedSettingsSchema.parse(settings);
}

export const DEFAULT_SETTINGS: StoredSettings = deepFreeze(settingsSchema.parse({ schemaVersion: CURRENT_SCHEMA_VERSION }));
