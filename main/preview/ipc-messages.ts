/** The preview's IPC pipe (also the e2e harness's): what the page and main say over the socket. */
export const IPC_SOCKET_PATH = '/__fieldsup-ipc';

/**
 * A one-time ticket: the address handed to the browser carries it in its fragment (never sent
 * to any server), and the page's first connect shows it as this query parameter. It is dead
 * from then on, so a copy read from the browser opener's argv (`ps`) opens nothing.
 */
export const TICKET_PARAM = 'ticket';

/**
 * The page's own pass, sent to it over the socket its ticket opened: kept in the tab's
 * sessionStorage, it reopens the pipe after a reload. It never appears in an address or argv.
 */
export const SESSION_PARAM = 'session';
export const SESSION_STORAGE_KEY = 'fieldsup-ipc-session';

/** Page to main: a call of a channel (the preload's invoke). */
export type PageMessage = { t: 'call'; id: number; channel: string; payload: unknown };

/** Main to page: a call's result, an event (webContents.send), or the page's session pass. */
export type MainMessage =
  | { t: 'result'; id: number; result: unknown }
  | { t: 'event'; channel: string; payload: unknown }
  | { t: 'session'; token: string };
