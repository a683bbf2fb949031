/** The preview's IPC pipe (also the e2e harness's): what the page and main say over the socket. */
export const IPC_SOCKET_PATH = '/__fieldsup-ipc';

/**
 * The per-launch secret the page shows to open the socket: it reaches the page in the URL's
 * fragment (never sent to any server, never in a log) and goes back as this query parameter.
 */
export const TOKEN_PARAM = 'token';

/** Page to main: a call of a channel (the preload's invoke). */
export type PageMessage = { t: 'call'; id: number; channel: string; payload: unknown };

/** Main to page: a call's result, or an event (webContents.send). */
export type MainMessage =
  { t: 'result'; id: number; result: unknown } | { t: 'event'; channel: string; payload: unknown };
