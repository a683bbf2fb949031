/** The harness's IPC pipe: what the page and the test process say over the socket. */
export const IPC_SOCKET_PATH = '/__fieldsup-ipc';

/** Page to main: a call of a channel (the preload's invoke). */
export type PageMessage = { t: 'call'; id: number; channel: string; payload: unknown };

/** Main to page: a call's result, or an event (webContents.send). */
export type MainMessage =
  { t: 'result'; id: number; result: unknown } | { t: 'event'; channel: string; payload: unknown };
