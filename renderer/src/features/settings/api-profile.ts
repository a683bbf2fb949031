/**
 * The "API profile overrides" text box: JSON in, a checked override out, with a message that
 * says where the mistake is. Main validates again; this only saves a round trip and keeps the
 * messages readable.
 */
import type { ApiProfileOverride } from '../../../../preload/contract';
import { m } from '../../../../preload/i18n';

export type ParsedOverride = { ok: true; value: ApiProfileOverride } | { ok: false; error: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function checkMap(
  name: string,
  value: unknown,
  check: (v: unknown) => boolean,
  expected: string,
): string | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value)) return m.settings_profile_map({ name, expected });
  for (const [key, v] of Object.entries(value)) {
    if (!check(v)) return m.settings_profile_entry({ name: `${name}.${key}`, expected });
  }
  return undefined;
}

const SECTIONS = new Set(['paths', 'params', 'pageSize', 'orderablesPath']);

export function parseProfileOverride(text: string): ParsedOverride {
  if (text.trim() === '') return { ok: true, value: {} };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: m.settings_profile_not_json({ reason: (e as Error).message }) };
  }
  if (!isRecord(data)) return { ok: false, error: m.settings_profile_not_object({ example: '{"paths": {…}}' }) };
  const unknown = Object.keys(data).find((key) => !SECTIONS.has(key));
  if (unknown) return { ok: false, error: m.settings_profile_unknown({ name: unknown }) };
  const error =
    checkMap('paths', data['paths'], (v) => typeof v === 'string' && v.startsWith('/'), m.settings_profile_path()) ??
    checkMap('params', data['params'], (v) => typeof v === 'string' && v.trim() !== '', m.settings_profile_param()) ??
    checkMap('pageSize', data['pageSize'], (v) => Number.isInteger(v) && (v as number) >= 1, m.settings_profile_page_size()) ??
    (data['orderablesPath'] !== undefined && (typeof data['orderablesPath'] !== 'string' || data['orderablesPath'] === '')
      ? m.settings_profile_orderables()
      : undefined);
  return error ? { ok: false, error } : { ok: true, value: data as ApiProfileOverride };
}

export function formatProfileOverride(value: ApiProfileOverride): string {
  return Object.keys(value).length === 0 ? '' : JSON.stringify(value, null, 2);
}
