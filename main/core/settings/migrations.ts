/**
 * Brings a settings document written by an older version up to CURRENT_SCHEMA_VERSION.
 * Each step is a pure function from version n to n + 1; validation happens afterwards, once,
 * against the current schema.
 */
import { CURRENT_SCHEMA_VERSION } from './schema.js';

type Doc = Record<string, unknown>;

export type MigrationOutcome =
  | { kind: 'current'; data: Doc }
  | { kind: 'migrated'; from: number; data: Doc }
  /** Written by a newer app version: not ours to rewrite. */
  | { kind: 'newer'; version: number }
  /** Not an object, or a version number no release ever wrote. */
  | { kind: 'unrecognised' };

/**
 * Version 1 is the first shape, before `schemaVersion` existed: `baseUrl`, `followedEvents`
 * and `crew`, with ids stored as the numbers the API returns.
 */
function v1ToV2(doc: Doc): Doc {
  const { baseUrl, followedEvents, crew, ...rest } = doc;
  const next: Doc = { ...rest, schemaVersion: 2 };
  if (baseUrl !== undefined) next.customBaseUrl = baseUrl;
  if (followedEvents !== undefined) next.followedEventIds = idsAsStrings(followedEvents);
  if (crew !== undefined) next.crewWorkerIds = idsAsStrings(crew);
  return next;
}

/**
 * Version 3 adds the shift list's density ("comfortable" is how every list looked before) and
 * how far ahead "Starting soon and short" looks (4 hours unless chosen).
 */
function v2ToV3(doc: Doc): Doc {
  return { shiftDensity: 'comfortable', startingSoonHours: 4, ...doc, schemaVersion: 3 };
}

/**
 * Version 4 adds the alerts: desktop notifications on, a short shift announced an hour ahead,
 * no quiet hours and no muted event, which is how a fresh install starts.
 */
function v3ToV4(doc: Doc): Doc {
  return { alertsEnabled: true, alertLeadMinutes: 60, quietHours: null, mutedEventIds: [], ...doc, schemaVersion: 4 };
}

/**
 * Version 5 adds the overtime-risk assumptions used where a worker's hours carry no cutoff of
 * the server's own: 8 hours a day, 40 a week.
 */
function v4ToV5(doc: Doc): Doc {
  return { overtimeDailyHours: 8, overtimeWeeklyHours: 40, ...doc, schemaVersion: 5 };
}

/** Numbers become strings; anything else is left for validation to reject. */
function idsAsStrings(value: unknown): unknown {
  return Array.isArray(value) ? value.map((id) => (typeof id === 'number' ? String(id) : id)) : value;
}

/** MIGRATIONS[n] turns a version-n document into version n + 1. */
const MIGRATIONS: ReadonlyMap<number, (doc: Doc) => Doc> = new Map([
  [1, v1ToV2],
  [2, v2ToV3],
  [3, v3ToV4],
  [4, v4ToV5],
]);

function isDoc(value: unknown): value is Doc {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function migrateSettings(raw: unknown): MigrationOutcome {
  if (!isDoc(raw)) return { kind: 'unrecognised' };
  const version = Object.hasOwn(raw, 'schemaVersion') ? raw.schemaVersion : 1;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return { kind: 'unrecognised' };
  if (version === CURRENT_SCHEMA_VERSION) return { kind: 'current', data: raw };
  if (version > CURRENT_SCHEMA_VERSION) return { kind: 'newer', version };

  let doc: Doc = raw;
  for (let v = version; v < CURRENT_SCHEMA_VERSION; v += 1) {
    const step = MIGRATIONS.get(v);
    if (!step) return { kind: 'unrecognised' };
    doc = step(doc);
  }
  return { kind: 'migrated', from: version, data: doc };
}
