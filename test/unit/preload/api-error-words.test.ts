// One table says what each API error means: main's messages and the renderer's sync, connect and
// Office boxes (and the client pages) all give its words, so a code never reads one way on one screen and another elsewhere.
import { describe, expect, it } from 'vitest';
import {
  API_CODE_WORDS,
  API_ERROR_KINDS,
  API_KIND_WORDS,
  apiErrorWords,
  type ApiErrorCode,
} from '../../../preload/contract';
import { errorFromResponse } from '../../../main/core/api/errors';
import { CODES } from '../../../main/simulator/codes';
import { failureMeaning } from '../../../renderer/src/shared/sync-failure-words';
import { connectProblem } from '../../../renderer/src/features/connect/connect-errors';
import { officeProblem } from '../../../renderer/src/features/office/office-errors';
import { BridgeError } from '../../../renderer/src/shared/bridge';
import { problemWords } from '../../../renderer/src/features/clients/client-page-view';

/**
 * Every code the API reference's error table names, with the status API.md gives it
 * (workforce-api-reference.md, "Errors"; API.md, "Errors").
 */
const REFERENCE_STATUS: Record<string, number> = {
  'ATH-100': 401,
  'CMP-800': 404,
  'CMP-900': 400,
  'CMP-1000': 403,
  'CMP-1100': 500,
  'WRK-100': 404,
  'WRK-900': 400,
};

const codes = Object.keys(API_CODE_WORDS) as ApiErrorCode[];
const sentence = /^[A-Z][^.]*\.$/;

describe('the API error words', () => {
  it('has one plain sentence for every code the reference names and every kind the client tells apart', () => {
    for (const code of Object.keys(REFERENCE_STATUS)) expect(apiErrorWords(code), code).toMatch(sentence);
    for (const kind of API_ERROR_KINDS) expect(apiErrorWords(kind), kind).toMatch(sentence);
    expect(apiErrorWords('XYZ-1')).toBeUndefined();
    expect(apiErrorWords('toString')).toBeUndefined();
  });

  it('names only codes the simulator really answers with, none in its words', () => {
    const answered = new Set<string>(Object.values(CODES));
    for (const code of codes) {
      expect(answered.has(code), code).toBe(true);
      expect(API_CODE_WORDS[code]).not.toContain(code);
    }
  });

  it("main's error for a reference code, or for a status without one, starts with the table's words", () => {
    for (const [code, status] of Object.entries(REFERENCE_STATUS)) {
      const words = apiErrorWords(code) ?? '';
      const { message } = errorFromResponse(status, { code, error: 'server text' }, undefined);
      expect(message.slice(0, words.length), code).toBe(words);
    }
    expect(errorFromResponse(403, undefined, undefined).message).toBe(API_KIND_WORDS.permission);
    expect(errorFromResponse(404, undefined, undefined).message).toBe(API_KIND_WORDS['not-found']);
    expect(errorFromResponse(429, undefined, undefined).message).toBe(API_KIND_WORDS['rate-limited']);
    expect(errorFromResponse(503, undefined, undefined).message).toBe(
      'The server had a problem of its own (HTTP 503).',
    );
    expect(errorFromResponse(400, undefined, undefined).message).toBe('The server refused the request (HTTP 400).');
  });

  it('a sync failure says what happened in the same words, for each code and kind', () => {
    for (const name of [...codes, ...API_ERROR_KINDS]) {
      expect(failureMeaning({ item: 'Worker list', code: name, message: '' }).happened, name).toBe(apiErrorWords(name));
    }
  });

  it('the Office box titles each code and kind with the same words', () => {
    for (const code of ['ATH-100', 'CMP-800', 'CMP-900', 'CMP-1000', 'CMP-1100'] as const) {
      expect(officeProblem(new BridgeError({ code, message: 'main' })).title, code).toBe(API_CODE_WORDS[code]);
    }
    for (const kind of API_ERROR_KINDS) {
      expect(officeProblem(new BridgeError({ code: 'XYZ-1', kind, message: 'main' })).title, kind).toBe(
        API_KIND_WORDS[kind],
      );
    }
  });

  it('the connect box titles a rejected key and an unreachable server with the same words', () => {
    expect(`${connectProblem('ATH-100', 'sandbox').title}.`).toBe(API_CODE_WORDS['ATH-100']);
    expect(`${connectProblem('NETWORK').title}.`).toBe(API_KIND_WORDS.network);
  });

  it("a client page's refusal says a rejected key and a busy server in the same words", () => {
    for (const kind of ['auth', 'rate-limited'] as const) {
      expect(problemWords({ code: 'x', kind, message: 'main' }, 'this page').happened, kind).toBe(API_KIND_WORDS[kind]);
    }
  });
});
