import { afterEach, describe, expect, it } from 'vitest';
import { resolveLanguage, setLanguageSource } from '../../../../preload/i18n';
import { failureMeaning, failureSubject, subjectWords } from '../../../../renderer/src/shared/sync-failure-words';

afterEach(() => setLanguageSource(() => resolveLanguage('en', [])));

const meaning = (code: string) => failureMeaning({ item: 'x', code, message: '' });

describe('sync failures in words', () => {
  it.each([
    ['Shifts of event 42', { eventId: '42', part: 'Shifts' }],
    ['Admins of event ev-7', { eventId: 'ev-7', part: 'Admins' }],
    ['Tags of worker 3001', { workerId: '3001', part: 'Tags' }],
    ['Hours of worker 3001', { workerId: '3001', part: 'Hours' }],
    ['Orderable items', { part: 'The items workers can order' }],
    ['HR contacts', { part: 'The HR contacts' }],
    ['Client list', { part: 'The list of clients' }],
    ['Worker preferences of client 201', { part: 'The banned and preferred workers of client 201' }],
    ['Status of order 9', { part: 'The status of order 9' }],
    ['Tasks', { part: 'The task list' }],
    ['Something new', { part: 'Something new' }],
  ])('names the subject of %j', (item, subject) => {
    expect(failureSubject(item)).toEqual(subject);
  });

  it("reads the reference's codes and the client's kinds, and every one says what to do", () => {
    expect(meaning('ATH-100').todo).toContain('Enter the key again');
    expect(meaning('CMP-1000').happened).toContain('not allowed');
    expect(meaning('network').happened).toBe('The server could not be reached.');
    expect(meaning('CLT-100').happened).toBe('The server does not know this client.');
    expect(meaning('offline').todo).toContain('when the network is back');
    for (const code of ['API-500', 'server']) expect(meaning(code).happened).toContain('problem of its own');
    expect(meaning('CMP-1100').happened).toBe('The server failed while handling that integration.');
    expect(meaning('CMP-1100').todo).toContain('tell the office');
    expect(meaning('WRK-900').happened).toBe('The server refused the worker request.');
    for (const code of ['EVT-900', 'XYZ-1']) expect(meaning(code).happened).toBe('The server refused the request.');
    for (const code of ['ATH-100', 'timeout', 'rate-limited', 'bad-response', 'internal', 'not-found', 'WRK-100'])
      expect(meaning(code).todo.length).toBeGreaterThan(10);
  });

  it('names the subject by its stored name, and speaks the language of the moment', () => {
    const names = { 'event:42': 'Harvest Fair', 'worker:7': 'Ana Ruiz' };
    expect(subjectWords(failureSubject('Shifts of event 42'), names)).toBe('Shifts of Harvest Fair (event 42)');
    // A person's id never stands where a name belongs (the layout sweep's rule): the id follows as an id.
    expect(subjectWords(failureSubject('Tags of worker 8'), names)).toBe(
      'Tags of a worker the service does not name (id 8)',
    );
    expect(subjectWords(failureSubject('Hours of worker 7'), names)).toBe('Hours of Ana Ruiz (id 7)');
    setLanguageSource(() => resolveLanguage('es', ['es-MX']));
    expect(subjectWords(failureSubject('Shifts of event 42'), names)).toBe('Turnos de Harvest Fair (evento 42)');
    expect(subjectWords(failureSubject('Hours of worker 7'), names)).toBe('Horas de Ana Ruiz (ID 7)');
    expect(subjectWords(failureSubject('Tasks'), names)).toBe('La lista de tareas');
    expect(meaning('network')).toEqual({
      happened: 'No se pudo contactar con el servidor.',
      todo: expect.stringContaining('lo que ve queda como estaba. Revise la red si el fallo se repite.'),
    });
    expect(meaning('disk-full').todo).toContain('«Sincronizar ahora»');
  });
});
