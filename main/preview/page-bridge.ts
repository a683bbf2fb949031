/**
 * The preview's preload: runs in the page before the app (bundled by esbuild, served by the
 * preview server as a script of its own origin) and builds window.workforce with the preload's
 * own builder over a WebSocket to main on the page's origin, the stand-in for Electron's IPC
 * pipe: one ordered message channel, plain data both ways. It opens the socket with the
 * one-time ticket from the URL fragment (then wipes it from the address), and reopens it after
 * a reload with the session pass main sent back, kept in this tab's sessionStorage.
 * (Playwright bindings were the first pipe: 3.5 ms and a value-by-value serialisation per
 * call, against ~1 ms here and ~0.1 ms for Electron's IPC, which skewed every timing.)
 */
import { buildWorkforceApi } from '../../preload/bridge';
import {
  IPC_SOCKET_PATH,
  SESSION_PARAM,
  SESSION_STORAGE_KEY,
  TICKET_PARAM,
  type MainMessage,
  type PageMessage,
} from './ipc-messages';

type Listener = (payload: unknown) => void;

// Only the app's pages (served on 127.0.0.1) have a main process to talk to.
if (location.protocol === 'http:' && location.hostname === '127.0.0.1') {
  const listeners = new Map<string, Set<Listener>>();
  const pending = new Map<number, (result: unknown) => void>();
  let nextId = 0;
  const ticket = new URLSearchParams(location.hash.slice(1)).get(TICKET_PARAM);
  const session = sessionStorage.getItem(SESSION_STORAGE_KEY);
  const pass =
    ticket === null
      ? `${SESSION_PARAM}=${encodeURIComponent(session ?? '')}`
      : `${TICKET_PARAM}=${encodeURIComponent(ticket)}`;
  if (ticket !== null) history.replaceState(history.state, '', location.pathname + location.search);
  const socket = new WebSocket(`ws://${location.host}${IPC_SOCKET_PATH}?${pass}`);
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
    if (message.t === 'session') {
      sessionStorage.setItem(SESSION_STORAGE_KEY, message.token);
    } else if (message.t === 'result') {
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
