import { describe, expect, it } from 'vitest';
import type { ClientDocumentRow, ClientOrderRow } from '../../../../../preload/contract';
import {
  documentState,
  orderStatusWords,
  ordersByDate,
  pageFigures,
  problemWords,
} from '../../../../../renderer/src/features/clients/client-page-view';

describe('pageFigures', () => {
  it('numbers the orders shown and says where previous and next lead', () => {
    expect(pageFigures(1, 25, 25, 143)).toEqual({ pages: 6, first: 1, last: 25, hasPrevious: false, hasNext: true });
    expect(pageFigures(6, 25, 18, 143)).toEqual({ pages: 6, first: 126, last: 143, hasPrevious: true, hasNext: false });
    expect(pageFigures(1, 10, 0, 0)).toEqual({ pages: 1, first: 0, last: 0, hasPrevious: false, hasNext: false });
  });
});

const doc = (deleted: number | null, deletedAt = ''): ClientDocumentRow => ({
  id: '1',
  name: '',
  fileName: '',
  type: '',
  addedAt: '',
  location: '',
  deleted,
  deletedAt,
});

describe('documentState', () => {
  it('reads the soft-delete flag as the reference defines it, and says an unknown value as it is', () => {
    expect(documentState(doc(null))).toEqual({ state: 'active' });
    expect(documentState(doc(0))).toEqual({ state: 'active' });
    expect(documentState(doc(1, '2026-02-03T10:00:00Z'))).toEqual({ state: 'deleted', on: '2026-02-03T10:00:00Z' });
    expect(documentState(doc(1))).toEqual({ state: 'deleted', on: '' });
    expect(documentState(doc(2))).toEqual({ state: 'unknown', flag: 2 });
  });
});

const order = (id: string, start: string, end: string): ClientOrderRow => ({
  id,
  name: id,
  comments: '',
  start,
  end,
  place: '',
  address: '',
  postalCode: '',
  status: null,
  createdAt: '',
  shifts: [],
});

describe('ordersByDate', () => {
  it('lists the orders not over yet soonest first, then past ones latest first, undated last', () => {
    const now = '2026-11-22 18:00:00';
    const orders = [
      order('dec18', '2026-12-18 09:00:00', '2026-12-18 17:00:00'),
      order('undated', '', ''),
      order('nov18', '2026-11-18 09:00:00', '2026-11-18 17:00:00'),
      order('dec8', '2026-12-08 09:00:00', '2026-12-08 17:00:00'),
      order('tonight', '2026-11-22 16:00:00', '2026-11-22 23:00:00'),
      order('nov20', '2026-11-20 09:00:00', ''),
      order('jan22', '2027-01-22 09:00:00', '2027-01-22 17:00:00'),
    ];
    expect(ordersByDate(orders, now).map((o) => o.id)).toEqual([
      'tonight',
      'dec8',
      'dec18',
      'jan22',
      'nov20',
      'nov18',
      'undated',
    ]);
  });
});

describe('orderStatusWords', () => {
  it("says a portal status number as the service's, for an opened order's details", () => {
    expect(orderStatusWords(2)).toBe("the service's status number 2");
    expect(orderStatusWords(0)).toBe("the service's status number 0");
    expect(orderStatusWords(null)).toBe('no status given');
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
