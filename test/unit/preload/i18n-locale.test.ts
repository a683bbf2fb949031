import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDuration,
  formatEventDate,
  formatList,
  formatMoney,
  formatPercent,
  formatTag,
  formatWallTime,
  m,
  resolveLanguage,
  setLanguageSource,
} from '../../../preload/i18n';

afterEach(() => setLanguageSource(() => ({ messages: 'en', tag: 'en' })));

describe('resolving Settings → Language', () => {
  it('takes the first system language the catalogue has, with its region', () => {
    expect(resolveLanguage('system', ['es-MX', 'en-US'])).toEqual({ messages: 'es', tag: 'es-MX' });
    expect(resolveLanguage('system', ['fr-FR', 'es-ES'])).toEqual({ messages: 'es', tag: 'es-ES' });
    expect(resolveLanguage('system', ['en-GB'])).toEqual({ messages: 'en', tag: 'en-GB' });
  });

  it('falls back to English when the system speaks none of them, or says nothing readable', () => {
    expect(resolveLanguage('system', ['fr-FR', 'de'])).toEqual({ messages: 'en', tag: 'en' });
    expect(resolveLanguage('system', [])).toEqual({ messages: 'en', tag: 'en' });
    expect(resolveLanguage('system', ['not a tag!'])).toEqual({ messages: 'en', tag: 'en' });
  });

  it('keeps the system region for a named language the system speaks, else the language alone', () => {
    expect(resolveLanguage('es', ['en-US', 'es-MX'])).toEqual({ messages: 'es', tag: 'es-MX' });
    expect(resolveLanguage('es', ['en-US'])).toEqual({ messages: 'es', tag: 'es' });
    expect(resolveLanguage('en', ['es-MX'])).toEqual({ messages: 'en', tag: 'en' });
  });
});

describe('the language source', () => {
  it('is read at every message and format, so a change applies at the next call', () => {
    let language = resolveLanguage('en', ['en-US']);
    setLanguageSource(() => language);
    expect(m.settings_language_title()).toBe('Language');
    expect(formatWallTime('2026-11-22 18:05:00')).toBe('6:05 PM');

    language = resolveLanguage('es', ['es-MX']);
    expect(formatTag()).toBe('es-MX');
    expect(m.settings_language_title()).toBe('Idioma');
    expect(m.settings_language_failed({ reason: 'disco lleno' })).toBe('No se pudo cambiar el idioma: disco lleno');
  });
});

describe('formats in Spanish', () => {
  it('write dates and 24-hour times as Spain does', () => {
    expect(formatEventDate('2026-11-22', 'es')).toBe('dom, 22 nov 2026');
    expect(formatWallTime('2026-11-22 18:05:00', 'es')).toBe('18:05');
  });

  it('write lists, percents, money and durations in the language', () => {
    expect(formatList(['3', '4', '5'], 'es')).toBe('3, 4 y 5');
    expect(formatList(['3', '4', '5'], 'en')).toBe('3, 4, and 5');
    expect(formatPercent(87, 'es')).toBe('87\u00a0%');
    expect(formatMoney(12.5, 'USD', 'es-MX')).toBe('USD\u00a012.50');
    expect(formatMoney(12.5, 'USD', 'en-US')).toBe('$12.50');
    expect(formatMoney(3, 'not-a-code', 'en-US')).toBe('3 not-a-code');
    expect(formatDuration(40 * 60 + 23)).toBe('40:23 h');
  });
});
