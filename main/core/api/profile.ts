/**
 * The API profile: every path, query-parameter name and page size the app assumes where the
 * reference says "not shown" (API.md). The client and the simulator both read it; a user can
 * override any field in Settings → Advanced, so a real server that differs needs no rebuild.
 */
import type { z } from 'zod';
import { apiProfileOverrideSchema, apiProfileSchema, DEFAULT_PATHS } from '../../../preload/api-profile-schema.js';
import { encodePathId } from './url-guard.js';

export const API_VERSION_SEGMENT = '1_12';

export const BASE_URLS = {
  production: 'https://api.roostedhr.com/api/1_12',
  sandbox: 'https://sandbox.roostedhr.com/api/1_12',
} as const;

export type ApiProfile = z.infer<typeof apiProfileSchema>;
export type ApiPathName = keyof ApiProfile['paths'];

export const DEFAULT_PROFILE: ApiProfile = {
  paths: DEFAULT_PATHS,
  params: {
    workerSummaryUuid: 'uuid',
    workerSummaryDate: 'date',
    page: 'page',
    itemsPerPage: 'items_per_page',
    auditCursor: 'cursor',
    auditLimit: 'limit',
  },
  pageSize: {
    clientOrdersDefault: 25,
    clientOrdersMax: 100,
    auditDefault: 25,
    auditMax: 100,
    discoveryPage: 100,
    tasksDefault: 25,
    tasksMax: 100,
    discoveryMax: 1000,
  },
  orderablesPath: 'time_tracking.personnel_orderables',
};

export type ApiProfileOverride = z.infer<typeof apiProfileOverrideSchema>;

/** Defaults merged with a user's override; the result is validated so a bad override fails loudly. */
export function resolveProfile(override: ApiProfileOverride = {}): ApiProfile {
  return apiProfileSchema.parse({
    paths: { ...DEFAULT_PROFILE.paths, ...override.paths },
    params: { ...DEFAULT_PROFILE.params, ...override.params },
    pageSize: { ...DEFAULT_PROFILE.pageSize, ...override.pageSize },
    orderablesPath: override.orderablesPath ?? DEFAULT_PROFILE.orderablesPath,
  });
}

/**
 * Fills `{name}` placeholders with checked, percent-encoded ids: an id can never add or climb a
 * segment. `words` name each id in a refusal ("The event id").
 */
export function fillPath(
  template: string,
  values: Record<string, string | number>,
  words: Record<string, string> = {},
): string {
  return template.replace(/\{([a-z_]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodePathId(name, value, words[name]);
  });
}
