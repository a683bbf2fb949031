/**
 * Runs inside the page (bundled by esbuild into an init script): builds window.workforce with
 * the preload's own builder, over Playwright bindings instead of ipcRenderer.
 */
import { buildWorkforceApi } from '../../../preload/bridge';

type Listener = (payload: unknown) => void;

declare global {
  interface Window {
    __fieldsupInvoke(channel: string, payload: unknown): Promise<unknown>;
    __fieldsupEmit(channel: string, payload: unknown): void;
  }
}

const listeners = new Map<string, Set<Listener>>();

window.__fieldsupEmit = (channel, payload) => {
  for (const listener of listeners.get(channel) ?? []) listener(payload);
};

Object.defineProperty(window, 'workforce', {
  value: buildWorkforceApi({
    invoke: (channel, payload) => window.__fieldsupInvoke(channel, payload),
    subscribe(channel, listener) {
      const set = listeners.get(channel) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(channel, set);
      return () => void set.delete(listener);
    },
  }),
  writable: false,
  configurable: false,
});
