// The tests' pseudo-locale: every message marked, accented and about 40% longer, its inputs
// (server data, formatted numbers) untouched; off again, messages are plain English.
import { afterEach, describe, expect, it } from 'vitest';
import { m, PSEUDO_CLOSE, PSEUDO_OPEN, setLanguageSource } from '../../../preload/i18n';

afterEach(() => setLanguageSource(() => ({ messages: 'en', tag: 'en' })));

const pseudo = () => setLanguageSource(() => ({ messages: 'en', tag: 'en-US', pseudo: true }));

describe('the pseudo-locale', () => {
  it('marks, accents and lengthens a message', () => {
    pseudo();
    const text = m.settings_sync_title();
    expect(text.startsWith(PSEUDO_OPEN) && text.endsWith(PSEUDO_CLOSE)).toBe(true);
    expect(text).toContain('Sýñç');
    expect(text.length).toBeGreaterThanOrEqual(Math.ceil('Sync'.length * 1.4));
  });

  it('leaves what a placeholder carries as it was, and keeps plurals', () => {
    pseudo();
    expect(m.settings_alerts_unmute_name({ name: 'Arena Norte' })).toMatch(/^⟦Üñmüté Arena Norte ·+⟧$/);
    expect(m.settings_followed_events({ count: 1 })).toMatch(/^⟦Ýöü föllöw 1 évéñt ·+⟧$/);
    expect(m.settings_followed_events({ count: 3 })).toMatch(/^⟦Ýöü föllöw 3 évéñts ·+⟧$/);
  });

  it('is off unless a test asks for it', () => {
    expect(m.settings_sync_title()).toBe('Sync');
    setLanguageSource(() => ({ messages: 'es', tag: 'es' }));
    expect(m.settings_sync_title()).toBe('Sincronización');
  });
});
