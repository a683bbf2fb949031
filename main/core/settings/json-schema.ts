/**
 * The JSON schema electron-store validates `settings.json` with on every read and write,
 * derived from the zod schema so the two cannot drift. It only constrains documents of the
 * current version: older ones must reach the migrations untouched.
 */
import { z } from 'zod';
import { CURRENT_SCHEMA_VERSION, settingsObjectSchema } from './schema.js';

export function settingsJsonSchema(): Record<string, unknown> {
  // A nested `$schema` is not allowed by ajv; the store supplies the dialect at the root.
  const { $schema: _dialect, ...current } = z.toJSONSchema(settingsObjectSchema, { io: 'input' });
  return {
    if: { required: ['schemaVersion'], properties: { schemaVersion: { const: CURRENT_SCHEMA_VERSION } } },
    then: current,
  };
}
