import { describe, expect, it } from 'vitest';
import { BridgeError } from '../../../../../renderer/src/shared/bridge';
import { officeProblem } from '../../../../../renderer/src/features/office/office-errors';

const failure = (code: string, kind?: string) =>
  new BridgeError({ code, message: `main says ${code}`, ...(kind ? { kind } : {}) });

describe('Office failures in words', () => {
  it('CMP-1000 says the key is not allowed to manage company settings, with the code kept for support', () => {
    expect(officeProblem(failure('CMP-1000', 'permission'))).toEqual({
      title: 'This API key is not allowed to manage company settings.',
      advice: expect.stringContaining('Ask the office for a key'),
      code: 'CMP-1000',
      detail: 'main says CMP-1000',
    });
  });

  it('names each integration code in plain words, never by the code alone', () => {
    for (const code of ['CMP-800', 'CMP-900', 'CMP-1100', 'ATH-100']) {
      const problem = officeProblem(failure(code));
      expect(problem.title).not.toContain(code);
      expect(problem.title).not.toBe('The server refused the request.');
      expect(problem.code).toBe(code);
    }
    expect(officeProblem(failure('CMP-800', 'not-found')).title).toBe('There is no integration with that id.');
  });

  it('falls back on the kind of failure, then on a general sentence', () => {
    expect(officeProblem(failure('network', 'network')).title).toBe('The server could not be reached.');
    expect(officeProblem(failure('timeout')).title).toBe('The server did not answer in time.');
    expect(officeProblem(failure('XYZ-1', 'permission')).title).toBe('This API key is not allowed to do that.');
    expect(officeProblem(failure('XYZ-1')).title).toBe('The server refused the request.');
    expect(officeProblem(new Error('boom'))).toMatchObject({ code: undefined, detail: 'boom' });
  });
});
