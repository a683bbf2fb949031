import { describe, expect, it } from 'vitest';
import { datePattern, formatDateEntry, readDateEntry, stepDateEntry } from '../../../preload/i18n';

const SPANISH = { day: 'dd', month: 'mm', year: 'aaaa' };
const ENGLISH = { day: 'dd', month: 'mm', year: 'yyyy' };

describe('a date typed into a field', () => {
  it("is written in the language's order: day first in Spanish, month first in American English", () => {
    expect(formatDateEntry('2026-11-22', 'es')).toBe('22/11/2026');
    expect(formatDateEntry('2026-11-22', 'es-MX')).toBe('22/11/2026');
    expect(formatDateEntry('2026-11-22', 'en-US')).toBe('11/22/2026');
    expect(formatDateEntry('2026-03-05', 'en-GB')).toBe('05/03/2026');
    expect(formatDateEntry('', 'es')).toBe('');
    expect(formatDateEntry('2026-02-30', 'es')).toBe('');
  });

  it("shows its pattern in the language's own letters", () => {
    expect(datePattern(SPANISH, 'es')).toBe('dd/mm/aaaa');
    expect(datePattern(ENGLISH, 'en-US')).toBe('mm/dd/yyyy');
  });

  it("reads back to the ISO day in each language's order", () => {
    expect(readDateEntry('22/11/2026', 'es')).toBe('2026-11-22');
    expect(readDateEntry('11/22/2026', 'en-US')).toBe('2026-11-22');
    // The same digits are another day in the other language.
    expect(readDateEntry('05/03/2026', 'es')).toBe('2026-03-05');
    expect(readDateEntry('05/03/2026', 'en-US')).toBe('2026-05-03');
  });

  it('takes what people type: one-digit parts, other separators, a short year, digits in a row, ISO', () => {
    expect(readDateEntry(' 5-3-26 ', 'es')).toBe('2026-03-05');
    expect(readDateEntry('5.3.2026', 'es')).toBe('2026-03-05');
    expect(readDateEntry('3 5 2026', 'en-US')).toBe('2026-03-05');
    expect(readDateEntry('22112026', 'es')).toBe('2026-11-22');
    expect(readDateEntry('11222026', 'en-US')).toBe('2026-11-22');
    expect(readDateEntry('2026-11-22', 'es')).toBe('2026-11-22');
    expect(readDateEntry('2026-11-22', 'en-US')).toBe('2026-11-22');
  });

  it('says blank for an empty field and nothing for what is not a day', () => {
    expect(readDateEntry('   ', 'es')).toBe('');
    for (const text of ['22/11', '31/02/2026', '11/22/2026', 'mañana', '22/11/202', '122/11/2026', '2026-13-01'])
      expect(readDateEntry(text, 'es'), text).toBeUndefined();
    expect(readDateEntry('22/11/2026', 'en-US')).toBeUndefined();
  });

  it('moves a day at a time with the arrows, from today when blank', () => {
    expect(stepDateEntry('31/12/2026', 1, '2026-11-22', 'es')).toBe('01/01/2027');
    expect(stepDateEntry('03/01/2026', -1, '2026-11-22', 'en-US')).toBe('02/28/2026');
    expect(stepDateEntry('', 1, '2026-11-22', 'es')).toBe('22/11/2026');
    expect(stepDateEntry('hoy', 1, '2026-11-22', 'es')).toBeUndefined();
  });
});
