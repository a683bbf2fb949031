// The client's own sentences (what a request was for, what it refused, what it could not read)
// and the key's checks
// follow the supervisor's language: in Spanish, over real HTTP, from a server that answers a web
// page, an empty body and a list that never ends, and for an id refused before sending.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../../main/core/api/client.js';
import { OPERATIONS } from '../../../main/core/api/operations.js';
import { apiKeySchema } from '../../../main/core/input-schemas.js';
import { resolveLanguage, setLanguageSource } from '../../../preload/i18n/index.js';
import { apiError, collect } from './helpers.js';

/** What the server answers each path with. */
let answer: (path: string) => { type: string; body: string } = () => ({ type: 'text/html', body: '<html></html>' });
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const { type, body } = answer(req.url ?? '');
    res.writeHead(200, { 'content-type': type }).end(body);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/1_12`;
  setLanguageSource(() => resolveLanguage('es', ['es-MX']));
});

afterEach(() => {
  answer = () => ({ type: 'text/html', body: '<html></html>' });
});

afterAll(async () => {
  setLanguageSource(() => resolveLanguage('en', []));
  await new Promise((closed) => server.close(closed));
});

const client = () => createClient({ baseUrl, apiKey: 'k', timeoutMs: 5_000, retry: { retries: 0 } });

describe('the API client in Spanish', () => {
  it('names what a request was for, and its ids, in Spanish', () => {
    expect(OPERATIONS.eventShifts.what({ id: 42 })).toBe('los turnos del evento 42');
    expect(OPERATIONS.clientDocument.what({ id: 42, itemId: 7 })).toBe('el documento 7 del cliente 42');
    expect(OPERATIONS.eventAdmins.ids?.({ id: 42 })).toEqual({ id: { id: 42, what: 'El ID del evento' } });
  });

  it('a web page where data belongs', async () => {
    const error = await apiError(() => client().eventShifts(42));
    expect(error.message).toBe(
      'El servidor respondió a los turnos del evento 42 con una página web en lugar de datos. ¿Es correcta la URL base?',
    );
  });

  it('an empty answer', async () => {
    answer = () => ({ type: 'application/json', body: '' });
    const error = await apiError(() => client().call(OPERATIONS.hrContacts, undefined));
    expect(error.message).toBe('El servidor envió una respuesta vacía para los contactos de RR. HH..');
  });

  it('a list whose pages repeat', async () => {
    answer = () => ({ type: 'application/json', body: JSON.stringify({ events: [{ id: 1, name: 'A' }], total: 5 }) });
    const error = await apiError(() => collect(client().eventsAll()));
    expect(error.message).toMatch(/^El servidor volvió a enviar la página 2 de la lista de eventos; se ha parado/);
  });

  it("the key's own checks, before it is first sent", () => {
    expect(apiKeySchema.safeParse('').error?.issues[0]?.message).toBe('Introduzca la clave de API.');
    expect(apiKeySchema.safeParse('a b').error?.issues[0]?.message).toBe(
      'Una clave de API no contiene espacios ni caracteres especiales.',
    );
  });

  it('an id refused before sending', async () => {
    const error = await apiError(() => client().workerTags('..'));
    expect(error.message).toBe('El ID del trabajador en la dirección es «.» o «..»: rechazado antes de enviar.');
  });
});
