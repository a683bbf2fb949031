import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../../../../main/core/api/errors.js';
import { APP_ENTRY_URL } from '../../../../../main/core/app-origin.js';
import { ExpectedError } from '../../../../../main/core/ipc/expected-error.js';
import { wrapHandler, type IpcResult } from '../../../../../main/core/ipc/handler.js';
import { resolveLanguage, setLanguageSource } from '../../../../../preload/i18n/index.js';

const fromApp = { senderFrame: { url: APP_ENTRY_URL } };
const echo = wrapHandler(z.object({ name: z.string().max(50) }), (p) => `hello ${p.name}`);

describe('wrapHandler: sender check', () => {
  it('answers a page of the app origin', async () => {
    await expect(echo(fromApp, { name: 'Ana' })).resolves.toEqual({ ok: true, value: 'hello Ana' });
  });

  it.each([
    ['another origin', { senderFrame: { url: 'https://evil.example/' } }],
    ['a look-alike host', { senderFrame: { url: 'app://field-supervisor.evil.com/index.html' } }],
    ['a userinfo trick', { senderFrame: { url: 'app://field-supervisor@evil/index.html' } }],
    ['a file page', { senderFrame: { url: 'file:///tmp/index.html' } }],
    ['a dev server', { senderFrame: { url: 'http://localhost:5173/' } }],
    ['a destroyed frame', { senderFrame: null }],
    ['no frame at all', {}],
  ])('refuses %s without running the handler or reading the payload', async (_label, event) => {
    const fn = vi.fn();
    const schema = z.unknown().transform(() => {
      throw new Error('payload must not be parsed');
    });
    const result = await wrapHandler(schema, fn)(event, { name: 'Ana' });
    expect(result).toEqual({ ok: false, error: { code: 'untrusted-sender', message: 'Request refused.' } });
    expect(fn).not.toHaveBeenCalled();
  });

  it('uses a custom isTrustedSender, and treats it throwing as a refusal-grade failure', async () => {
    const trusted = wrapHandler(z.string(), (s) => s.length, { isTrustedSender: () => true });
    expect(await trusted({ senderFrame: { url: 'https://elsewhere.example/' } }, 'abc')).toEqual({
      ok: true,
      value: 3,
    });
    const throwing = wrapHandler(z.string(), () => 1, {
      isTrustedSender: () => {
        throw new Error('boom');
      },
    });
    expect(await throwing(fromApp, 'x')).toMatchObject({ ok: false, error: { code: 'internal' } });
  });
});

describe('wrapHandler: payload validation', () => {
  it('hands the handler the parsed payload, not the raw one', async () => {
    const fn = vi.fn((p: { id: string }) => p);
    await wrapHandler(z.object({ id: z.string() }), fn)(fromApp, { id: '7', extra: 'dropped' });
    expect(fn.mock.calls[0]?.[0]).toEqual({ id: '7' });
  });

  it('refuses an invalid payload with a short message naming the field', async () => {
    const result = await echo(fromApp, { name: 42 });
    expect(result).toEqual({ ok: false, error: { code: 'invalid-payload', message: expect.stringContaining('name') } });
  });

  it("says why in the app's language: zod's own words too, and a payload refused before parsing", async () => {
    setLanguageSource(() => resolveLanguage('es', ['es-MX']));
    try {
      const invalid = await echo(fromApp, { name: 42 });
      expect(invalid).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
      // "Petición no válida en name: Entrada inválida: se esperaba string, recibido número"
      expect(!invalid.ok && invalid.error.message).toMatch(/^Petición no válida en name: .*se esperaba/);
      const deep = await echo(fromApp, { name: new Uint8Array(8) });
      expect(deep).toEqual({
        ok: false,
        error: { code: 'payload-too-large', message: 'Solicitud rechazada: contiene algo que no son datos simples.' },
      });
    } finally {
      setLanguageSource(() => resolveLanguage('en', []));
    }
    expect(await echo(fromApp, { name: 42 })).toMatchObject({ error: { message: expect.stringMatching(/expected string/) } });
  });

  it('never echoes a huge payload back', async () => {
    const huge = 'x'.repeat(1_000_000);
    const results = [
      await echo(fromApp, { name: huge }),
      await echo(fromApp, { [huge]: 1 }),
      await wrapHandler(z.strictObject({}), () => 1)(fromApp, { [huge]: 1 }),
    ];
    for (const result of results) {
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(['invalid-payload', 'payload-too-large']).toContain(result.error.code);
        expect(result.error.message.length).toBeLessThanOrEqual(300);
      }
    }
  });
});

describe('wrapHandler: errors', () => {
  it('maps an ApiError to its code, or its kind when it has none', async () => {
    const withCode = wrapHandler(z.undefined(), () => {
      throw new ApiError({ kind: 'auth', code: 'ATH-100', status: 401, message: 'The API key was rejected.' });
    });
    const withoutCode = wrapHandler(z.undefined(), async () => {
      throw new ApiError({ kind: 'network', message: 'No connection.' });
    });
    expect(await withCode(fromApp)).toEqual({
      ok: false,
      error: { code: 'ATH-100', kind: 'auth', message: 'The API key was rejected.' },
    });
    expect(await withoutCode(fromApp)).toEqual({
      ok: false,
      error: { code: 'network', kind: 'network', message: 'No connection.' },
    });
  });

  it('passes an ExpectedError through as written', async () => {
    const handler = wrapHandler(z.undefined(), () => {
      throw new ExpectedError('no-key', 'Add your API key first.');
    });
    expect(await handler(fromApp)).toEqual({
      ok: false,
      error: { code: 'no-key', message: 'Add your API key first.' },
    });
  });

  it.each([
    ['an Error with a stack and secrets', new Error('ENOENT /home/ana/.config/secret key=abc123')],
    ['a string', 'raw string thrown'],
    ['null', null],
    ['an object posing as an ApiError', { name: 'ApiError', kind: 'auth', code: 'ATH-100', message: 'fake' }],
  ])('turns %s into a generic internal failure and reports it to main only', async (_label, thrown) => {
    const seen: unknown[] = [];
    const handler = wrapHandler(
      z.undefined(),
      () => {
        throw thrown;
      },
      { onUnexpectedError: (e) => seen.push(e) },
    );
    const result = await handler(fromApp);
    expect(result).toEqual({ ok: false, error: { code: 'internal', message: expect.any(String) } });
    expect(JSON.stringify(result)).not.toMatch(/secret|abc123|stack|at .*\.ts|fake/);
    expect(seen).toEqual([thrown]);
  });

  it('still answers when the error reporter itself throws', async () => {
    const handler = wrapHandler(
      z.undefined(),
      () => {
        throw new Error('first');
      },
      {
        onUnexpectedError: () => {
          throw new Error('logger down');
        },
      },
    );
    await expect(handler(fromApp)).resolves.toMatchObject({ ok: false, error: { code: 'internal' } });
  });
});

describe('wrapHandler: fuzzing', () => {
  const pollutingKey = fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'valueOf',
    'hasOwnProperty',
  );
  const key = fc.oneof(fc.string({ maxLength: 20 }), pollutingKey);
  const payload = fc.oneof(
    fc.anything({
      key,
      maxDepth: 6,
      withBigInt: true,
      withBoxedValues: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withNullPrototype: true,
      withObjectString: true,
      withSparseArray: true,
      withTypedArray: true,
      withUnicodeString: true,
    }),
    fc.string({ minLength: 10_000, maxLength: 50_000 }),
    // What JSON.parse or structured clone would deliver: own `__proto__` properties.
    fc
      .record({ name: fc.string({ maxLength: 60 }), tags: fc.array(fc.string({ maxLength: 5 }), { maxLength: 12 }) })
      .map(
        (r) =>
          JSON.parse(
            `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"name":${JSON.stringify(r.name)},"tags":${JSON.stringify(r.tags)}}`,
          ) as unknown,
      ),
  );

  const schema = z.object({
    name: z.string().max(50),
    tags: z.array(z.string()).max(10).default([]),
    meta: z.record(z.string(), z.unknown()).optional(),
  });

  function isResult(value: unknown): value is IpcResult<unknown> {
    if (typeof value !== 'object' || value === null) return false;
    const r = value as Record<string, unknown>;
    if (r.ok === true) return Object.keys(r).sort().join() === 'ok,value';
    const error = r.error as Record<string, unknown> | undefined;
    return (
      r.ok === false &&
      typeof error?.code === 'string' &&
      typeof error.message === 'string' &&
      error.message.length <= 300
    );
  }

  it('always resolves to a well-formed result, never throws, never pollutes prototypes', async () => {
    const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();
    const handler = wrapHandler(schema, (p) => ({ count: p.tags.length, metaKeys: Object.keys(p.meta ?? {}) }));
    await fc.assert(
      fc.asyncProperty(payload, async (input) => {
        const result = await handler(fromApp, input);
        expect(isResult(result)).toBe(true);
        if (result.ok) {
          expect(schema.safeParse(input).success).toBe(true);
          expect(Object.getPrototypeOf(result.value)).toBe(Object.prototype);
        } else {
          expect(['invalid-payload', 'payload-too-large']).toContain(result.error.code);
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
      }),
      { numRuns: 400 },
    );
  });

  it('keeps parsed records free of inherited keys even when the payload carries __proto__', async () => {
    const handler = wrapHandler(schema, (p) => p.meta);
    const result = await handler(fromApp, JSON.parse('{"name":"a","meta":{"__proto__":{"isAdmin":true},"x":1}}'));
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect((result.value as Record<string, unknown>).isAdmin).toBeUndefined();
      expect(Object.getPrototypeOf(result.value)).toBe(Object.prototype);
    }
  });
});
