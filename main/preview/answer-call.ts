/**
 * One call from the pipe, answered as ipcMain would: only channels of the contract, each
 * through the same payload schema and handler wrapper as in the app.
 */
import { CHANNEL_PREFIX, IPC_ERROR, type Channel } from '../../preload/contract.js';
import type { Handlers } from '../core/app-core.js';
import { wrapHandler } from '../core/ipc/handler.js';
import { payloadSchemas } from '../core/ipc/payloads.js';

export function answerCall(handlers: Handlers, channel: string, payload: unknown, trusted: boolean): Promise<unknown> {
  const name = channel.slice(CHANNEL_PREFIX.length) as Channel;
  if (!channel.startsWith(CHANNEL_PREFIX) || !Object.hasOwn(payloadSchemas, name)) {
    return Promise.resolve({ ok: false, error: { code: IPC_ERROR.unknownChannel, message: 'No such call.' } });
  }
  const handler = wrapHandler(payloadSchemas[name], handlers[name] as (p: unknown) => Promise<unknown>, {
    isTrustedSender: () => trusted,
  });
  return handler({}, payload);
}
