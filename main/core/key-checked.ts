/**
 * ATH-100 on an outbox send means the same as during a sync: the key must be entered again.
 * Wraps a send so a `paused` outcome with a key in hand marks the key rejected and says so.
 */
import type { Connection } from './connection.js';

export type KeyChecked = <T extends { outcome: string }>(send: () => Promise<T>) => Promise<T>;

export function keyChecker(connection: Connection, keyRejected: () => void): KeyChecked {
  return async (send) => {
    const hadKey = connection.client() !== undefined;
    const outcome = await send();
    if (outcome.outcome === 'paused' && hadKey) keyRejected();
    return outcome;
  };
}
