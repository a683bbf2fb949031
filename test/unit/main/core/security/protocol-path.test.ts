import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  appResponseHeaders,
  CONTENT_SECURITY_POLICY,
  resolveAppAsset,
} from '../../../../../main/core/security/protocol-path.js';

const root = path.resolve('/srv/app/out/renderer');
const inRoot = (...parts: string[]) => path.join(root, ...parts);

describe('resolveAppAsset', () => {
  it.each([
    ['app://field-supervisor/', inRoot('index.html'), 'text/html; charset=utf-8'],
    ['app://field-supervisor', inRoot('index.html'), 'text/html; charset=utf-8'],
    ['app://field-supervisor/index.html?x=1#y', inRoot('index.html'), 'text/html; charset=utf-8'],
    [
      'app://field-supervisor/assets/index-abc123.js',
      inRoot('assets', 'index-abc123.js'),
      'text/javascript; charset=utf-8',
    ],
    ['app://field-supervisor/assets/worker.mjs', inRoot('assets', 'worker.mjs'), 'text/javascript; charset=utf-8'],
    ['app://field-supervisor/assets/style.CSS', inRoot('assets', 'style.CSS'), 'text/css; charset=utf-8'],
    ['app://field-supervisor/icon.svg', inRoot('icon.svg'), 'image/svg+xml'],
    ['app://field-supervisor/favicon.ico', inRoot('favicon.ico'), 'image/x-icon'],
    ['app://field-supervisor/fonts/inter.woff2', inRoot('fonts', 'inter.woff2'), 'font/woff2'],
    ['app://field-supervisor/assets/index.js.map', inRoot('assets', 'index.js.map'), 'application/json'],
    ['app://field-supervisor/manifest.json', inRoot('manifest.json'), 'application/json'],
    ['app://field-supervisor/img/logo.png', inRoot('img', 'logo.png'), 'image/png'],
    ['app://field-supervisor/docs/', inRoot('docs', 'index.html'), 'text/html; charset=utf-8'],
    ['app://field-supervisor/my%20file.js', inRoot('my file.js'), 'text/javascript; charset=utf-8'],
    // Literal dot segments are resolved by the URL parser and stay inside the root.
    ['app://field-supervisor/assets/../index.html', inRoot('index.html'), 'text/html; charset=utf-8'],
    ['app://field-supervisor/../../../index.html', inRoot('index.html'), 'text/html; charset=utf-8'],
  ])('maps %s', (url, filePath, mimeType) => {
    expect(resolveAppAsset(url, root)).toEqual({ filePath, mimeType });
  });

  it.each([
    'app://field-supervisor/..%2f..%2fetc%2fpasswd.json',
    'app://field-supervisor/assets/..%2F..%2F..%2Fhome%2Fuser%2F.ssh%2Fid_rsa.json',
    'app://field-supervisor/%2e%2e%5c%2e%2e%5cwindows%5cwin.ini.json',
    'app://field-supervisor/..%5c..%5csecret.js',
    'app://field-supervisor/assets%5c..%5c..%5csecret.js',
    'app://field-supervisor/index.html%00.js',
    'app://field-supervisor/C:/Windows/win.ini.json',
    'app://field-supervisor/C%3a%5cWindows%5cwin.ini.json',
    'app://field-supervisor/index.html%3a%3a$DATA.js',
    'app://field-supervisor/%E0%A4%A',
  ])('refuses the encoded escape %s', (url) => {
    expect(resolveAppAsset(url, root)).toBeNull();
  });

  it('treats whole %2e%2e segments as the URL parser does: dot segments clamped at the root', () => {
    expect(resolveAppAsset('app://field-supervisor/%2e%2e/%2e%2e/etc/passwd.json', root)?.filePath).toBe(
      inRoot('etc', 'passwd.json'),
    );
    expect(resolveAppAsset('app://field-supervisor/%2E%2E/secret.js', root)?.filePath).toBe(inRoot('secret.js'));
  });

  it('never resolves outside the root, even through an absolute-looking segment', () => {
    const result = resolveAppAsset('app://field-supervisor/%2fetc%2fpasswd.json', root);
    expect(result?.filePath).toBe(inRoot('etc', 'passwd.json'));
  });

  it.each([
    'app://field-supervisor.evil.com/index.html',
    'app://evil/index.html',
    'https://field-supervisor/index.html',
    'file:///srv/app/out/renderer/index.html',
  ])('refuses other origins: %s', (url) => {
    expect(resolveAppAsset(url, root)).toBeNull();
  });

  it.each(['app://field-supervisor/tool.exe', 'app://field-supervisor/notes', 'app://field-supervisor/script.sh'])(
    'refuses file types the renderer does not ship: %s',
    (url) => {
      expect(resolveAppAsset(url, root)).toBeNull();
    },
  );
});

describe('response headers', () => {
  it('is the strict policy: no remote script, no connections beyond the app, no framing', () => {
    const directives = new Map(
      CONTENT_SECURITY_POLICY.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]),
    );
    expect(directives.get('default-src')).toBe("'self'");
    expect(directives.get('script-src')).toBe("'self'");
    expect(directives.get('style-src')).toBe("'self'");
    expect(directives.get('connect-src')).toBe("'self'");
    expect(directives.get('object-src')).toBe("'none'");
    expect(directives.get('base-uri')).toBe("'none'");
    expect(directives.get('form-action')).toBe("'none'");
    expect(directives.get('frame-ancestors')).toBe("'none'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|unsafe-inline|https?:|\*/);
  });

  it('sends the CSP and nosniff with the MIME type', () => {
    expect(appResponseHeaders('text/html; charset=utf-8')).toEqual({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'X-Content-Type-Options': 'nosniff',
    });
  });
});
