/**
 * Fetched on demand, kept once seen: ask the server (unless offline), store what it gives, and
 * fall back to the saved copy when it cannot answer. Nothing saved is ever removed by a failure.
 */
import { BridgeError } from '../../shared/bridge';

export interface Problem {
  code: string;
  /** The failure's kind (network, not-found …) when main gave one. */
  kind: string | undefined;
  message: string;
}

export interface OnDemand<T> {
  /** The fresh answer, or the saved copy; undefined when neither exists. */
  row: T | undefined;
  /** True when `row` is the saved copy, not a fresh answer. */
  saved: boolean;
  /** Why the server did not give a fresh answer (not set when offline: nothing was asked). */
  problem: Problem | undefined;
}

export interface OnDemandSource<T> {
  online: boolean;
  fetch(): Promise<T>;
  save(row: T): Promise<unknown>;
  saved(): Promise<T | undefined>;
}

export function problemOf(e: unknown): Problem {
  if (e instanceof BridgeError) return { code: e.code, kind: e.kind, message: e.message };
  return { code: 'internal', kind: undefined, message: e instanceof Error ? e.message : String(e) };
}

export async function fetchOrSaved<T>(source: OnDemandSource<T>): Promise<OnDemand<T>> {
  if (!source.online) return { row: await source.saved(), saved: true, problem: undefined };
  let row: T;
  try {
    row = await source.fetch();
  } catch (e) {
    return { row: await source.saved(), saved: true, problem: problemOf(e) };
  }
  await source.save(row);
  return { row, saved: false, problem: undefined };
}
