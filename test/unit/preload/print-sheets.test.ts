import { describe, expect, it } from 'vitest';
import { paperForLocale, parseSheetSearch, sheetSearch, type SheetRequest } from '../../../preload/contract';

describe('sheet addresses', () => {
  const requests: SheetRequest[] = [
    { sheet: 'sign-in', db: 'fieldsup-demo', eventId: '42', allShifts: false },
    { sheet: 'sign-in', db: 'fieldsup-sandbox-3f2a9c1d04b7e855', eventId: 'E-7', allShifts: true },
    { sheet: 'roster', db: 'fieldsup-demo', day: '2026-11-22', eventIds: ['1', '2'] },
    { sheet: 'orders', db: 'fieldsup-demo' },
  ];
  it.each(requests)('read back as written: $sheet', (request) => {
    expect(parseSheetSearch(sheetSearch(request, 'a4', 'es-MX'))).toEqual({ request, paper: 'a4' });
    expect(parseSheetSearch(sheetSearch(request))).toEqual({ request, paper: undefined });
  });

  it('is no sheet address without ?sheet=, so the app itself is not a sheet', () => {
    expect(parseSheetSearch('')).toBeUndefined();
    expect(parseSheetSearch('?x=1')).toBeUndefined();
  });

  it.each([
    ['?sheet=menu&db=fieldsup-demo', /no sheet called/],
    ['?sheet=sign-in&db=fieldsup-demo', /names no event/],
    ['?sheet=sign-in&db=../other&event=1', /no database/],
    ['?sheet=sign-in&db=fieldsup-demo&event=1%2F..%2Fx', /names no event/],
    ['?sheet=roster&db=fieldsup-demo&day=tomorrow&events=1', /names no day/],
    ['?sheet=roster&db=fieldsup-demo&day=2026-11-22&events=1,<b>', /not event ids/],
  ])('says in words what is wrong with %s', (search, words) => {
    expect(parseSheetSearch(search)).toMatch(words);
  });
});

describe('paper from the locale', () => {
  it.each([
    ['en-US', 'letter'],
    ['en', 'letter'],
    ['fr-CA', 'letter'],
    ['es-MX', 'letter'],
    ['es', 'a4'],
    ['en-GB', 'a4'],
    ['de-DE', 'a4'],
    ['not a locale', 'a4'],
  ] as const)('%s prints on %s', (locale, paper) => {
    expect(paperForLocale(locale)).toBe(paper);
  });
});
