/** Small request and response helpers shared by the routes. */
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

export type SimEnv = {
  Bindings: HttpBindings;
  Variables: {
    /** The code a 500 on this route carries (CMP-1100 on integrations, WRK-900 on workers). */
    unexpectedCode: string | undefined;
  };
};
export type Ctx = Context<SimEnv>;

export function fail(c: Ctx, status: ContentfulStatusCode, code: string, error: string): Response {
  return c.json({ code, error }, status);
}

export function param(c: Ctx, name: string): string {
  return c.req.param(name) ?? '';
}

const DIGITS = /^\d{1,9}$/;

/** A whole number from the query: undefined when absent, null when not a whole number. */
export function intQuery(c: Ctx, name: string): number | undefined | null {
  const text = c.req.query(name);
  if (text === undefined || text === '') return undefined;
  return DIGITS.test(text) ? Number(text) : null;
}

export interface Paging {
  page: number;
  size: number;
}

/** page (from 1) and page size, or a message saying what is wrong with them. */
export function readPaging(
  c: Ctx,
  names: { page: string; size: string },
  fallback: number,
  max: number,
): Paging | string {
  const page = intQuery(c, names.page);
  const size = intQuery(c, names.size);
  // null (not a number) must not fall back to the default, so no `??` here.
  if (page === null || (page !== undefined && page < 1)) return `${names.page} must be a whole number from 1`;
  if (size === null || (size !== undefined && (size < 1 || size > max)))
    return `${names.size} must be a whole number from 1 to ${max}`;
  return { page: page ?? 1, size: size ?? fallback };
}

export function pageOf<T>(items: readonly T[], p: Paging): T[] {
  return items.slice((p.page - 1) * p.size, p.page * p.size);
}

/** The parsed JSON body, or a message for a body that is missing, malformed or off-schema. */
export async function readBody<T>(
  c: Ctx,
  schema: z.ZodType<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: string }> {
  let json: unknown;
  try {
    json = JSON.parse(await c.req.text());
  } catch {
    return { ok: false, error: 'The request body is not valid JSON.' };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issues = parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`);
  return { ok: false, error: `Invalid request body (${issues.join('; ')}).` };
}
