/**
 * The one module that touches window.workforce (built by the preload from the contract).
 * `call` turns a `{ ok: false }` result into a thrown BridgeError with the code and message
 * main chose for the supervisor.
 */
import type { IpcError, Result, WorkforceApi } from '../../../preload/contract';

declare global {
  interface Window {
    readonly workforce: WorkforceApi;
  }
}

export class BridgeError extends Error {
  readonly code: string;
  readonly kind: string | undefined;
  constructor(error: IpcError) {
    super(error.message);
    this.name = 'BridgeError';
    this.code = error.code;
    this.kind = error.kind;
  }
}

export function api(): WorkforceApi {
  return window.workforce;
}

/** Awaits a bridge result and returns its value, or throws BridgeError. */
export async function call<T>(result: Promise<Result<T>>): Promise<T> {
  const r = await result;
  if (r.ok) return r.value;
  throw new BridgeError(r.error);
}
