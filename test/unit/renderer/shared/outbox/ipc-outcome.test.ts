// A failed IPC call requeues an order only when it proves the request never left the window.
import { describe, expect, it } from 'vitest';
import { outcomeOf, outcomeOfThrown } from '../../../../../renderer/src/shared/outbox/ipc-outcome';
import { answers } from './helpers';

describe('outcomeOf', () => {
  it("passes main's own outcome through", () => {
    const delivered = answers.delivered('7');
    expect(outcomeOf(delivered)).toBe(delivered.ok && delivered.value);
  });

  it('a payload main refused before sending can never pass: rejected', () => {
    expect(outcomeOf(answers.failed('invalid-payload', 'Invalid request at workerId'))).toEqual({
      outcome: 'rejected',
      code: 'invalid-payload',
      message: 'Invalid request at workerId',
    });
  });

  it.each(['untrusted-sender', 'unknown-channel'])('%s refuses the whole window before sending: paused', (code) => {
    expect(outcomeOf(answers.failed(code))).toEqual({
      outcome: 'paused',
      reason: { code: 'window-refused', ipcCode: code },
      notSent: true,
    });
  });

  it.each(['ORDER-IN-FLIGHT', 'internal', 'something-new'])('%s proves nothing: unknown', (code) => {
    // Main's sentence (in whatever language main spoke) only as the detail; the reason is a code.
    expect(outcomeOf(answers.failed(code, 'Order x is already being sent.'))).toEqual({
      outcome: 'unknown',
      reason: { code: 'ipc-failed', ipcCode: code },
      detail: 'Order x is already being sent.',
    });
  });

  it('a call that threw: unknown', () => {
    expect(outcomeOfThrown(new Error('Target closed'))).toEqual({
      outcome: 'unknown',
      reason: { code: 'lost-track' },
      detail: 'Target closed',
    });
  });
});
