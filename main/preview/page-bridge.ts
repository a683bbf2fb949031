/**
 * The preview's preload: runs in the page before the app (bundled by esbuild, served by the
 * preview server as a script of its own origin) and builds window.workforce with the preload's
 * own builder over a WebSocket to main on the page's origin, the stand-in for Electron's IPC
 * pipe: one ordered message channel, plain data both ways. It opens the socket with the
 * launch's token, which reaches the page in the URL fragment.
 * (Playwright bindings were the first pipe: 3.5 ms and a value-by-value serialisation per
 * call, against ~1 ms here and ~0.1 ms for Electron's IPC, which skewed every timing.)
 */
import { buildWorkforceApi } from '../../preload/bridge';
import { IPC_SOCKET_PATH, TOKEN_PARAM, type MainMessage, type PageMessage } from './ipc-messages';

type Listener = (payload: unknown) => void;

// Only the app's pages (served on 127.0.0.1) have a main process to talk to.
if (location.protocol === 'http:' && location.hostname === '127.0.0.1') {
  const listeners = new Map<string, Set<Listener>>();
  const pending = new Map<number, (result: unknown) => void>();
  let nextId = 0;
  const token = new URLSearchParams(location.hash.slice(1)).get(TOKEN_PARAM) ?? '';
  const socket = new WebSocket(`ws://${location.host}${IPC_SOCKET_PATH}?${TOKEN_PARAM}=${encodeURIComponent(token)}`);
  // Calls made while the socket opens wait for it, as ipcRenderer's do for the pipe.
  const opened = new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error('The IPC socket could not open.')), {
      once: true,
    });
  });
  const gone = { ok: false, error: { code: 'internal', message: 'The main process is gone.' } };

  socket.addEventListener('message', (e) => {
    const message = JSON.parse(e.data as string) as MainMessage;
    if (message.t === 'result') {
      pending.get(message.id)?.(message.result);
      pending.delete(message.id);
    } else {
      // Like ipcRenderer: an event nobody listens to is dropped.
      for (const listener of listeners.get(message.channel) ?? []) listener(message.payload);
    }
  });
  socket.addEventListener('close', () => {
    for (const resolve of pending.values()) resolve(gone);
    pending.clear();
  });

  const send = (message: PageMessage) => socket.send(JSON.stringify(message));

  Object.defineProperty(window, 'workforce', {
    value: buildWorkforceApi({
      async invoke(channel, payload) {
        await opened;
        if (socket.readyState !== WebSocket.OPEN) return gone;
        const id = ++nextId;
        return new Promise((resolve) => {
          pending.set(id, resolve);
          send({ t: 'call', id, channel, payload });
        });
      },
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
}
