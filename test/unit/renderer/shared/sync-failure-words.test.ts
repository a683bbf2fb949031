import { describe, expect, it } from 'vitest';
import { failureMeaning, failureSubject } from '../../../../renderer/src/shared/sync-failure-words';

const meaning = (code: string) => failureMeaning({ item: 'x', code, message: '' });

describe('sync failures in words', () => {
  it.each([
    ['Shifts of event 42', { eventId: '42', part: 'shifts' }],
    ['Admins of event ev-7', { eventId: 'ev-7', part: 'admins' }],
    ['Tags of worker 3001', { workerId: '3001', part: 'tags' }],
    ['Orderable items', { part: 'the items workers can order' }],
    ['HR contacts', { part: 'the HR contacts' }],
    ['Client list', { part: 'the list of clients' }],
    ['Worker preferences of client 201', { part: 'the banned and preferred workers of client 201' }],
    ['Tasks', { part: 'the task list' }],
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
});
