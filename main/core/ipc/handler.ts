/**
 * The one wrapper every IPC handler goes through: it checks who is asking, bounds and then
 * validates what they sent, and turns every outcome into a plain result object, so no exception (and no
 * stack trace) ever crosses to the renderer.
 */
import type { z } from 'zod';
import { IPC_ERROR, type IpcError, type Result } from '../../../preload/contract.js';
import zodSpanish from 'zod/v4/locales/es.js';
import { currentLanguage, m, type Locale } from '../../../preload/i18n/index.js';
import { ApiError } from '../api/errors.js';
import { isAppUrl } from '../security/url-policy.js';
import { ExpectedError } from './expected-error.js';
import { payloadOutOfBounds, type PayloadRefusal } from './payload-bounds.js';

type IpcFailure = IpcError;
export type IpcResult<T> = Result<T>;

/** The part of Electron's IpcMainInvokeEvent the wrapper reads; the real event satisfies it. */
export interface IpcSenderEvent {
  readonly senderFrame?: { readonly url: string } | null;
}

export interface WrapOptions<E extends IpcSenderEvent> {
  /** Defaults to "the sender frame is a page of the app's own origin". */
  isTrustedSender?: (event: E) => boolean;
  /** Told about unexpected errors (for the main-process log); the renderer only sees 'internal'. */
  onUnexpectedError?: (error: unknown) => void;
}

export type WrappedHandler<E extends IpcSenderEvent, T> = (event: E, payload?: unknown) => Promise<IpcResult<T>>;

const MAX_MESSAGE_LENGTH = 300;
// Made at each failure, so they are in the language of that moment.
const internal = (): IpcFailure => ({ code: IPC_ERROR.internal, message: m.main_ipc_failed() });
const untrusted = (): IpcFailure => ({ code: IPC_ERROR.untrustedSender, message: m.main_ipc_refused() });
const REFUSAL: Record<PayloadRefusal, () => string> = {
  'too-many-values': () => m.ipc_refused_too_many_values(),
  'too-large': () => m.ipc_refused_too_large(),
  'too-deep': () => m.ipc_refused_too_deep(),
  'not-plain-data': () => m.ipc_refused_not_plain_data(),
  'key-too-long': () => m.ipc_refused_key_too_long(),
};
/** zod's own words for an issue, in the app's language (English is zod's default). */
const ZOD_WORDS: Partial<Record<Locale, z.core.$ZodErrorMap>> = { es: zodSpanish().localeError };

export function isAppSender(event: IpcSenderEvent): boolean {
  const url = event.senderFrame?.url;
  return typeof url === 'string' && isAppUrl(url);
}

export function wrapHandler<S extends z.ZodType, R, E extends IpcSenderEvent = IpcSenderEvent>(
  schema: S,
  fn: (payload: z.output<S>, event: E) => R | Promise<R>,
  options: WrapOptions<E> = {},
): WrappedHandler<E, Awaited<R>> {
  const isTrustedSender = options.isTrustedSender ?? isAppSender;
  return async (event, payload) => {
    try {
      if (!isTrustedSender(event)) return { ok: false, error: untrusted() };
      const outOfBounds = payloadOutOfBounds(payload);
      if (outOfBounds) {
        return { ok: false, error: { code: IPC_ERROR.payloadTooLarge, message: REFUSAL[outOfBounds]() } };
      }
      const parsed = schema.safeParse(payload, { error: ZOD_WORDS[currentLanguage().messages] });
      if (!parsed.success) {
        return { ok: false, error: { code: IPC_ERROR.invalidPayload, message: describeIssues(parsed.error) } };
      }
      return { ok: true, value: await fn(parsed.data, event) };
    } catch (error) {
      return { ok: false, error: toFailure(error, options.onUnexpectedError) };
    }
  };
}

function toFailure(error: unknown, onUnexpectedError: ((error: unknown) => void) | undefined): IpcFailure {
  if (error instanceof ApiError) {
    return { code: error.code ?? error.kind, message: clip(error.message), kind: error.kind };
  }
  if (error instanceof ExpectedError) return { code: error.code, message: clip(error.message) };
  try {
    onUnexpectedError?.(error);
  } catch {
    // A failing logger must not turn a handled failure into a rejected invoke.
  }
  return internal();
}

/** First issue only, with a clipped path: payload keys and values are never echoed in full. */
function describeIssues(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return m.ipc_invalid_request();
  const where = issue.path
    .slice(0, 6)
    .map((key) => (typeof key === 'symbol' ? '?' : String(key).slice(0, 40)))
    .join('.');
  return clip(where ? m.ipc_invalid_request_at({ where, issue: issue.message }) : m.ipc_invalid_request_issue({ issue: issue.message }));
}

function clip(text: string): string {
  return text.length > MAX_MESSAGE_LENGTH ? `${text.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : text;
}
