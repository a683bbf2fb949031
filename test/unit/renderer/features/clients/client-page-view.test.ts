import { describe, expect, it } from 'vitest';
import { documentState, pageFigures, problemWords } from '../../../../../renderer/src/features/clients/client-page-view';

describe('pageFigures', () => {
  it('numbers the orders shown and says where previous and next lead', () => {
    expect(pageFigures(1, 25, 25, 143)).toEqual({ pages: 6, first: 1, last: 25, hasPrevious: false, hasNext: true });
    expect(pageFigures(6, 25, 18, 143)).toEqual({ pages: 6, first: 126, last: 143, hasPrevious: true, hasNext: false });
    expect(pageFigures(1, 10, 0, 0)).toEqual({ pages: 1, first: 0, last: 0, hasPrevious: false, hasNext: false });
  });
});

describe('documentState', () => {
  it('reads the soft-delete flag as the reference defines it, and says an unknown value as it is', () => {
    expect(documentState({ id: 1 })).toEqual({ state: 'active' });
    expect(documentState({ id: 1, deleted: 0, date_deleted: null })).toEqual({ state: 'active' });
    expect(documentState({ id: 1, deleted: 1, date_deleted: '2026-02-03T10:00:00Z' })).toEqual({
      state: 'deleted',
      on: '2026-02-03T10:00:00Z',
    });
    expect(documentState({ id: 1, deleted: 1, date_deleted: null })).toEqual({ state: 'deleted', on: '' });
    expect(documentState({ id: 1, deleted: 2 })).toEqual({ state: 'unknown', flag: 2 });
  });
});

describe('problemWords', () => {
  it('says what happened and what to do by the kind of failure', () => {
    expect(problemWords({ code: 'CLT-200', kind: 'not-found', message: 'x' }, 'document 9')).toEqual({
      happened: 'The server has no document 9.',
      todo: 'Check the id with the office.',
    });
    expect(problemWords({ code: 'network', kind: 'network', message: 'x' }, 'this page').happened).toBe(
      'The server could not be reached for this page.',
    );
    expect(problemWords({ code: 'ATH-100', kind: 'auth', message: 'x' }, 'this page').todo).toMatch(/key again/);
    expect(problemWords({ code: 'CLT-1100', kind: 'server', message: 'x' }, 'this page').todo).toMatch(/code below/);
  });
});
