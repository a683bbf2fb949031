/**
 * What an answer to `orders:submit` or `compliance:submit` means for the item. Main classifies every answer the
 * server gave; a failed call is not such an answer, so it may only put the item back in the
 * queue when it proves the request never left this window, and otherwise counts as unknown.
 */
import {
  IPC_ERROR,
  type IpcError,
  type NotDelivered,
  type OutboxOutcome,
  type Result,
} from '../../../../preload/contract';

/** Refused before the handler ran, by a check this item can never pass. */
const REFUSED_PAYLOAD = new Set<string>([IPC_ERROR.invalidPayload, IPC_ERROR.payloadTooLarge]);
/** Refused before the handler ran, for this window as a whole: pause rather than fail each item. */
const REFUSED_WINDOW = new Set<string>([IPC_ERROR.untrustedSender, IPC_ERROR.unknownChannel]);

function fromError(error: IpcError): NotDelivered {
  if (REFUSED_PAYLOAD.has(error.code)) return { outcome: 'rejected', code: error.code, message: error.message };
  if (REFUSED_WINDOW.has(error.code))
    return { outcome: 'paused', reason: { code: 'window-refused', ipcCode: error.code }, notSent: true };
  // ORDER-IN-FLIGHT included: an earlier request for this item is still out, outcome unseen.
  // Main's own sentence goes behind "Details"; the reason is worded in the screen's language.
  return { outcome: 'unknown', reason: { code: 'ipc-failed', ipcCode: error.code }, detail: error.message };
}

export function outcomeOf<T extends OutboxOutcome>(result: Result<T>): T | NotDelivered {
  return result.ok ? result.value : fromError(result.error);
}

/** The call itself threw (the bridge is gone, the window is closing): the request may be out. */
export function outcomeOfThrown(error: unknown): NotDelivered {
  const detail = error instanceof Error ? error.message : String(error);
  return { outcome: 'unknown', reason: { code: 'lost-track' }, detail };
}
