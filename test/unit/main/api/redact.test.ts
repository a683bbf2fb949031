import { describe, expect, it } from 'vitest';
import { createClient } from '../../../../main/core/api/client.js';
import type { FetchLike } from '../../../../main/core/api/transport.js';
import { KEY_PIECE_LENGTH, REDACTED_KEY, redactAnswer, redactKey } from '../../../../main/core/api/redact.js';
import { keyPiecesIn } from '../../../e2e/support/key-echoing-proxy.js';
import { wrapHandler } from '../../../../main/core/ipc/handler.js';
import { z } from 'zod';
import { OPERATIONS } from '../../../../main/core/api/operations.js';

const KEY = 'sk_live_Secret+Key/0042';

/** A server (or proxy) that echoes the request's key in its error text. */
function echoingServer(status: number, code: string): FetchLike {
  return async (_url, init) => {
    const key = (init.headers as Record<string, string>)['X-API-KEY'];
    const error = `key ${key} (url-encoded ${encodeURIComponent(key ?? '')}) is not valid here`;
    return new Response(JSON.stringify({ code, error }), { status, headers: { 'content-type': 'application/json' } });
  };
}

const client = (fetch: FetchLike) =>
  createClient({ baseUrl: 'https://h.example/api/1_12', apiKey: KEY, fetch, retry: { retries: 0 } });

describe('the API key in error text', () => {
  it.each([
    [500, 'SRV-500'],
    [403, 'CMP-1000'],
    [401, 'ATH-100'],
  ])('is hidden in the ApiError for a %i %s that echoes it', async (status, code) => {
    const error = await client(echoingServer(status, code))
      .call(OPERATIONS.hrContacts, undefined)
      .then(
        () => undefined,
        (e: unknown) => e as Error,
      );
    expect(error?.message).toContain(REDACTED_KEY);
    expect(error?.message).not.toContain(KEY);
    expect(error?.message).not.toContain(encodeURIComponent(KEY));
  });

  it('never crosses IPC, and nothing is logged for it', async () => {
    const logged: unknown[] = [];
    const handler = wrapHandler(z.undefined(), () => client(echoingServer(500, 'SRV-500')).call(OPERATIONS.hrContacts, undefined), {
      isTrustedSender: () => true,
      onUnexpectedError: (e) => logged.push(e),
    });
    const result = await handler({});
    expect(result.ok).toBe(false);
    expect(JSON.stringify(result)).not.toContain(KEY);
    expect(JSON.stringify(result)).toContain(REDACTED_KEY);
    expect(logged).toEqual([]);
  });

  it('redaction leaves other text alone, and a too-short key is no secret to hide', () => {
    expect(redactKey('nothing to hide', KEY)).toBe('nothing to hide');
    expect(redactKey(`a ${KEY} b ${KEY}`, KEY)).toBe(`a ${REDACTED_KEY} b ${REDACTED_KEY}`);
    expect(redactKey('the key abc', 'abc')).toBe('the key abc');
    expect(redactKey('text', undefined)).toBe('text');
  });
});

describe('redactKey on pieces of the key', () => {
  const LONG = 'sk_live_7Qm2Xv9LrT4bWz8NcY3dKp6HsJ1gFa5E';

  it('hides a cut key and any run of eight or more of its characters, and keeps the words around', () => {
    expect(redactKey(`key ${LONG.slice(0, 20)}… rejected`, LONG)).toBe(`key ${REDACTED_KEY}… rejected`);
    expect(redactKey(`tail ${LONG.slice(-9)}`, LONG)).toBe(`tail ${REDACTED_KEY}`);
    expect(redactKey(`${LONG.slice(3, 11)}${LONG.slice(20, 30)}`, LONG)).toBe(`${REDACTED_KEY}${REDACTED_KEY}`);
  });

  it('leaves seven characters of it, and ordinary text, alone', () => {
    expect(redactKey(`id ${LONG.slice(0, 7)} ok`, LONG)).toBe(`id ${LONG.slice(0, 7)} ok`);
    expect(redactKey('The worker was not found.', LONG)).toBe('The worker was not found.');
  });
});

describe('the API key in a field of an answer', () => {
  const LONG = 'sk_live_7Qm2Xv9LrT4bWz8NcY3dKp6HsJ1gFa5E';
  const answering =
    (body: string): FetchLike =>
    async () =>
      new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
  const contacts = (body: string) =>
    createClient({ baseUrl: 'https://h.example/api/1_12', apiKey: LONG, fetch: answering(body), retry: { retries: 0 } })
      .call(OPERATIONS.hrContacts, undefined)
      .then((list) => JSON.stringify(list));

  it.each([
    ['as it is', LONG],
    ['spelled with \\u escapes', [...LONG].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')],
    [
      'with one escaped character',
      `${LONG.slice(0, 10)}\\u${LONG.charCodeAt(10).toString(16).padStart(4, '0')}${LONG.slice(11)}`,
    ],
  ])('is hidden when the server sends it %s', async (_how, spelled) => {
    const shown = await contacts(`[{"id":1,"hr_manager":"Ana ${spelled}","hr_email":"a@b.c"}]`);
    expect(shown).toContain(REDACTED_KEY);
    expect(shown).not.toContain(LONG.slice(0, 8));
  });

  // Round four: a successful answer was checked for the whole key only.
  it.each([
    ['twelve characters of it in an order name', `Jacket ${LONG.slice(5, 17)}`],
    ['a twenty-character prefix', `${LONG.slice(0, 20)} was refused`],
    ['the key split by a space', `${LONG.slice(0, 15)} ${LONG.slice(15)}`],
    ['the key split by spaces every six characters', LONG.replace(/(.{6})/g, '$1 ')],
  ])('hides %s in every string it reaches', async (_how, spelled) => {
    const shown = await contacts(`[{"id":1,"hr_manager":"${spelled}","hr_email":"a@b.c"}]`);
    expect(shown).toContain(REDACTED_KEY);
    expect(keyPiecesIn(shown.replace(/\s/g, ''), LONG, KEY_PIECE_LENGTH)).toEqual([]);
  });

  it('hides a piece of it in a record key of an answer', () => {
    const answer = redactAnswer(`{"${LONG.slice(9, 21)}":1}`, { [LONG.slice(9, 21)]: 1 }, LONG);
    expect(Object.keys(answer)).toEqual([REDACTED_KEY]);
  });

  it('leaves an answer without it as it was', async () => {
    expect(await contacts('[{"id":1,"hr_manager":"Ana \\"Boss\\" Lee"}]')).toBe(
      '[{"id":1,"hr_manager":"Ana \\"Boss\\" Lee"}]',
    );
  });
});
