// An outbox item's reason is stored as a code and worded when shown: in the language of that
// moment, the server's own text as it wrote it, and a row stored as words before keeps them.
import { afterEach, describe, expect, it } from 'vitest';
import type { OutboxReason } from '../../../../../preload/contract';
import { resolveLanguage, setLanguageSource } from '../../../../../preload/i18n';
import type { StoredReason } from '../../../../../renderer/src/shared/db/rows';
import { reasonWords, storedReasonWords } from '../../../../../renderer/src/shared/outbox/reason-words';
import { editRow, row } from './helpers';

const speak = (language: 'en' | 'es') => setLanguageSource(() => resolveLanguage(language, [`${language}-US`]));

/** One of every reason main and the renderer give. */
const EVERY: OutboxReason[] = [
  { code: 'offline' },
  { code: 'no-key' },
  { code: 'unexpected' },
  { code: 'later' },
  { code: 'busy' },
  { code: 'cancelled' },
  { code: 'lost-track' },
  { code: 'server-unsure', subject: 'order' },
  { code: 'server-unsure', subject: 'change' },
  { code: 'timeout', subject: 'order', seconds: 30 },
  { code: 'timeout', subject: 'change', seconds: 30 },
  // Stored before the wait was kept.
  { code: 'timeout', subject: 'order' },
  { code: 'closed', subject: 'order' },
  { code: 'closed', subject: 'change' },
  { code: 'network', notSent: true },
  { code: 'network', notSent: false },
  { code: 'api', kind: 'auth', apiCode: 'ATH-100' },
  { code: 'api', kind: 'bad-response' },
  { code: 'window-refused', ipcCode: 'untrusted-sender' },
  { code: 'ipc-failed', ipcCode: 'ORDER-IN-FLIGHT' },
  { code: 'ipc-failed', ipcCode: 'internal' },
];

afterEach(() => speak('en'));

describe('reasonWords', () => {
  it('words every reason, in English and in Spanish, each its own sentence', () => {
    const english = EVERY.map((reason) => reasonWords(reason));
    speak('es');
    const spanish = EVERY.map((reason) => reasonWords(reason));
    for (const words of [...english, ...spanish]) expect(words).toMatch(/^\S.*[.)]$/);
    expect(new Set(english).size).toBe(EVERY.length);
    expect(new Set(spanish).size).toBe(EVERY.length);
    // No English sentence is left in Spanish (only the codes in brackets are the same).
    for (const [i, words] of spanish.entries()) expect(words, JSON.stringify(EVERY[i])).not.toBe(english[i]);
    expect(spanish[0]).toBe('Sin conexión: se enviará al reconectar.');
  });

  it('names what went wrong on the network from the code kept as the detail', () => {
    expect(reasonWords({ code: 'network', notSent: true }, 'ECONNREFUSED')).toBe(
      'Could not reach the server: the server refused the connection. Check the network.',
    );
    expect(reasonWords({ code: 'network', notSent: false }, 'UND_ERR_SOCKET')).toBe(
      'The request was sent, but no answer came back: the connection was cut.',
    );
  });

  it('a request cut after it went out says the connection once, in English and in Spanish', () => {
    const sent = (detail?: string) => reasonWords({ code: 'network', notSent: false }, detail);
    const codes = ['UND_ERR_SOCKET', undefined, 'UND_ERR_HEADERS_TIMEOUT'];
    expect(codes.map(sent)).toEqual([
      'The request was sent, but no answer came back: the connection was cut.',
      'The request was sent, but no answer came back: the connection failed.',
      'The request was sent, but no answer came back: the server took too long.',
    ]);
    speak('es');
    // Was 'Se perdió la conexión antes de que respondiera el servidor: se cortó la conexión.'
    expect(codes.map(sent)).toEqual([
      'La petición se envió, pero no llegó respuesta: se cortó la conexión.',
      'La petición se envió, pero no llegó respuesta: falló la conexión.',
      'La petición se envió, pero no llegó respuesta: el servidor tardó demasiado.',
    ]);
  });

  it("keeps the server's own words as it wrote them, after the app's", () => {
    speak('es');
    expect(reasonWords({ code: 'api', kind: 'auth', apiCode: 'ATH-100', said: 'Key revoked by admin' })).toBe(
      'El servidor rechazó la clave de API: falta o no es válida. Compruebe que sea la clave de este entorno. El servidor dijo: Key revoked by admin',
    );
  });

  it('a rejected key asks whether it is the key for this environment, as main said it', () => {
    expect(reasonWords({ code: 'api', kind: 'auth', apiCode: 'ATH-100' })).toBe(
      'The API key was rejected as missing or invalid. Check that it is the key for this environment.',
    );
    // Without a code only the kind is known: no advice about a key that may not be the problem.
    expect(reasonWords({ code: 'api', kind: 'auth' })).toBe('The API key was rejected as missing or invalid.');
  });

  it('a timeout says how long the app waited; a row stored without the wait says "in time"', () => {
    const waited: OutboxReason = { code: 'timeout', subject: 'order', seconds: 20 };
    expect(reasonWords(waited)).toBe('The server did not answer within 20 s. The order may have been placed.');
    speak('es');
    expect(reasonWords(waited)).toBe('El servidor no respondió en 20 s. Puede que el pedido se haya realizado.');
    expect(reasonWords({ code: 'timeout', subject: 'change' })).toBe(
      'El servidor no respondió a tiempo. Puede que el cambio se haya aplicado.',
    );
  });

  it('an edit sent again by itself says why, then that it is safe to repeat', () => {
    const resend: StoredReason = { code: 'resend', why: { code: 'closed', subject: 'change' } };
    expect(reasonWords(resend)).toBe(
      'Not sure it arrived: The app closed while it was being sent. This change is safe to repeat, so it is sent again by itself.',
    );
  });
});

describe('storedReasonWords', () => {
  it('a stored reason follows the language of the moment', () => {
    const waiting = row('a', 'queued', { errorReason: { code: 'offline' } });
    expect(storedReasonWords(waiting)).toBe('Offline: will be sent when back online.');
    speak('es');
    expect(storedReasonWords(waiting)).toBe('Sin conexión: se enviará al reconectar.');
  });

  it("a row stored as words keeps them; a refusal is the server's text", () => {
    speak('es');
    expect(storedReasonWords(row('a', 'queued', { errorMessage: 'Offline: will be sent when back online.' }))).toBe(
      'Offline: will be sent when back online.',
    );
    expect(storedReasonWords(editRow('e', 'rejected', { errorMessage: 'Template 9 is locked.' }))).toBe(
      'Template 9 is locked.',
    );
    expect(storedReasonWords(row('b', 'queued'))).toBe('');
  });
});
