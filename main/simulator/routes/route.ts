/** What a route module declares; app.ts wires each one into the middleware pipeline. */
import type { ApiPathName, ApiProfile } from '../../core/api/profile.js';
import type { Ctx } from '../http.js';
import type { Access } from '../pipeline.js';
import type { Store } from '../store.js';

export interface RouteSpec {
  method: 'GET' | 'POST' | 'PATCH';
  /** The operation's path template, looked up in the API profile. */
  path: ApiPathName;
  access: Access;
  /** Code of a 500 on this route; the generic API-500 when absent. */
  unexpected?: string;
  handle: (c: Ctx) => Response | Promise<Response>;
}

export interface RouteDeps {
  store: Store;
  profile: ApiProfile;
}

/** A GET any key may read, answered straight from the store (no ids, no query). */
export function readRoute(path: ApiPathName, answer: () => unknown): RouteSpec {
  return { method: 'GET', path, access: 'read', handle: (c) => c.json(answer()) };
}

/** The largest page of tasks (like client orders). */
export const MAX_TASKS_PAGE_SIZE = 100;
