// What the page remembers for its next start (the language spoken last, the database opened
// last) is read back, forgotten on request, and never stops a page that refuses storage.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageRemembered } from '../../../../renderer/src/shared/page-remembered';

/** The page's localStorage, in memory. */
function storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a value the page remembers', () => {
  it('reads back what was written under its own key, and nothing once forgotten', () => {
    vi.stubGlobal('localStorage', storage());
    const language = pageRemembered('fieldsup:last-language');
    const database = pageRemembered('fieldsup:last-database');
    expect(language.read()).toBeUndefined();
    language.write('es');
    database.write('fieldsup-demo');
    expect(pageRemembered('fieldsup:last-language').read()).toBe('es');
    database.write(undefined);
    expect(database.read()).toBeUndefined();
    expect(language.read()).toBe('es');
  });

  it('reads nothing and writes quietly where the page refuses storage or has none', () => {
    const refused = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: refused, setItem: refused, removeItem: refused });
    const remembered = pageRemembered('fieldsup:last-language');
    expect(() => remembered.write('es')).not.toThrow();
    expect(remembered.read()).toBeUndefined();
    vi.stubGlobal('localStorage', undefined);
    expect(() => remembered.write(undefined)).not.toThrow();
    expect(remembered.read()).toBeUndefined();
  });
});
