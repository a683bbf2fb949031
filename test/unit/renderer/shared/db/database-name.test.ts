import { describe, expect, it } from 'vitest';
import { databaseName, normaliseBaseUrl } from '../../../../../renderer/src/shared/db/database-name';

const PROD = 'https://api.roostedhr.com/api/1_12';
const SANDBOX = 'https://sandbox.roostedhr.com/api/1_12';

describe('databaseName', () => {
  it('is a short, safe, stable name', () => {
    const name = databaseName('production', PROD);
    expect(name).toMatch(/^fieldsup-production-[0-9a-f]{16}$/);
    expect(databaseName('production', PROD)).toBe(name);
  });

  it('never shares a database between environments, even on the same URL', () => {
    expect(databaseName('sandbox', SANDBOX)).not.toBe(databaseName('production', PROD));
    expect(databaseName('sandbox', PROD)).not.toBe(databaseName('production', PROD));
    expect(databaseName('custom', PROD)).not.toBe(databaseName('production', PROD));
  });

  it('tells different servers apart', () => {
    const names = [
      PROD,
      SANDBOX,
      'http://api.roostedhr.com/api/1_12',
      'https://api.roostedhr.com:8443/api/1_12',
      'https://api.roostedhr.com/API/1_12',
      'https://api.roostedhr.com/api/1_13',
    ].map((url) => databaseName('custom', url));
    expect(new Set(names).size).toBe(names.length);
  });

  it('ignores trailing slashes, host and scheme case, default ports and blanks around', () => {
    const name = databaseName('custom', PROD);
    for (const same of [
      `${PROD}/`,
      `${PROD}//`,
      'HTTPS://API.RoostedHR.com/api/1_12',
      'https://api.roostedhr.com:443/api/1_12',
      `  ${PROD}  `,
      `${PROD}?x=1#top`,
    ]) {
      expect(databaseName('custom', same), same).toBe(name);
    }
  });

  it('refuses a base URL that does not parse', () => {
    expect(() => databaseName('custom', 'not a url')).toThrow();
  });
});

describe('normaliseBaseUrl', () => {
  it('keeps the path case and drops what the server never sees as identity', () => {
    expect(normaliseBaseUrl('HTTP://LocalHost:80/Api/1_12/?k=v')).toBe('http://localhost/Api/1_12');
    expect(normaliseBaseUrl('http://127.0.0.1:4010/api/1_12')).toBe('http://127.0.0.1:4010/api/1_12');
  });
});

describe('demo data', () => {
  it('keeps one database whatever port the demo server got', () => {
    expect(databaseName('demo', 'http://127.0.0.1:40001/api/1_12')).toBe(
      databaseName('demo', 'http://127.0.0.1:40777/api/1_12'),
    );
    expect(databaseName('demo', undefined)).not.toBe(databaseName('custom', 'http://127.0.0.1:40001/api/1_12'));
  });
});
