/**
 * Builds the `window.workforce` object from the contract, over any invoke/subscribe pair.
 * The preload passes ipcRenderer; the e2e harness passes a WebSocket to the test process. Only channels
 * named in the contract exist: there is no generic invoke.
 */
import { CHANNEL_PREFIX, EVENT_NAMES, METHODS } from './channels';
import type { EventName, Events, WorkforceApi } from './contract';

export interface BridgeTransport {
  invoke(channel: string, payload: unknown): Promise<unknown>;
  subscribe(channel: string, listener: (payload: unknown) => void): () => void;
}

export function buildWorkforceApi(transport: BridgeTransport): WorkforceApi {
  const api: Record<string, unknown> = {};
  for (const [method, channel] of Object.entries(METHODS)) {
    api[method] = (payload?: unknown) => transport.invoke(CHANNEL_PREFIX + channel, payload);
  }
  const allowed = new Set<string>(EVENT_NAMES);
  api['on'] = <E extends EventName>(event: E, listener: (payload: Events[E]) => void) => {
    if (!allowed.has(event)) throw new Error(`unknown event ${String(event)}`);
    return transport.subscribe(CHANNEL_PREFIX + event, (payload) => listener(payload as Events[E]));
  };
  return Object.freeze(api) as WorkforceApi;
}
