/** Routes under one record named by the path's `{id}`: find it, or answer 404 for it. */
import { fail, param, type Ctx } from '../http.js';
import type { RouteSpec } from './route.js';

/** The record, or the answer already given for it (its 404, or a route's own refusal). */
export type Lookup<T> = (c: Ctx) => T | Response;

/** Finds the record `{id}` names; a missing one is a 404 "<Noun> <id> not found." under `code`. */
export function byPathId<T>(find: (id: string) => T | undefined, code: string, noun: string): Lookup<T> {
  return (c) => {
    const id = param(c, 'id');
    return find(id) ?? fail(c, 404, code, `${noun} ${id} not found.`);
  };
}

/** A handler that runs `answer` only once `lookup` has found its record. */
export function withRecord<T>(
  lookup: Lookup<T>,
  answer: (c: Ctx, record: T) => Response | Promise<Response>,
): RouteSpec['handle'] {
  return (c) => {
    const record = lookup(c);
    return record instanceof Response ? record : answer(c, record);
  };
}

/** A GET answering one part of the record `lookup` finds (its shifts, its tags, …). */
export function partRoute<T>(
  route: Pick<RouteSpec, 'path' | 'access' | 'unexpected'>,
  lookup: Lookup<T>,
  part: (record: T) => unknown,
): RouteSpec {
  return { method: 'GET', ...route, handle: withRecord(lookup, (c, record) => c.json(part(record))) };
}
