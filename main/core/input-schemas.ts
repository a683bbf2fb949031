/**
 * The one rule for each value the app accepts from a person or a file before it reaches the
 * API: ids, the API key, the environment. The IPC payload checks, the vault, the settings and
 * the client's path ids all use these, so a value one of them accepts no other refuses.
 */
import { z } from 'zod';
import type { WeakKeyPolicy } from '../../preload/contract.js';
import { m } from '../../preload/i18n/index.js';

// The id and environment rules are part of the settings the window sees, so they live there.
export { environmentSchema, idSchema } from '../../preload/settings-fields.js';

/**
 * The API key: trimmed, 1 to 1,024 visible ASCII characters. It travels in the X-API-KEY
 * header, where a space or control character would corrupt the request; the reference sets no
 * length, and 1,024 is far beyond any issued key while keeping the settings and IPC bounded.
 */
export const apiKeySchema = z
  .string()
  .trim()
  .min(1, { error: () => m.key_enter() })
  .max(1024, { error: () => m.key_too_long() })
  .regex(/^[\x21-\x7e]+$/, { error: () => m.key_bad_characters() });

export const weakKeyPolicySchema = z.enum(['remember-weak', 'session-only']) satisfies z.ZodType<WeakKeyPolicy>;

/** A calendar day as the API writes it (YYYY-MM-DD) that exists (no 31 February). */
export const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'not a date (YYYY-MM-DD)')
  .refine((day) => {
    const d = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(day);
  }, 'not a date (YYYY-MM-DD)');

/** A worker's UUID in the time-tracking API: exactly 10 letters or digits. */
export const workerUuidSchema = z.string().regex(/^[a-zA-Z0-9]{10}$/, 'A worker UUID is exactly 10 letters or digits.');
