import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../../../main/core/security/protocol-path.js';
import { registerAppScheme, serveAppProtocol } from '../../../../main/platform/protocol.js';
import { fakeElectron } from '../../../fakes/electron.js';
import { tempDir } from './helpers.js';

const { protocol } = fakeElectron;
let dir: string;
let rendererDir: string;

beforeEach(() => {
  fakeElectron.reset();
  dir = tempDir('app-protocol-');
  rendererDir = path.join(dir, 'renderer');
  fs.mkdirSync(path.join(rendererDir, 'assets/folder.js'), { recursive: true });
  fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><div id="app"></div>');
  fs.writeFileSync(path.join(rendererDir, 'assets/app.js'), 'export {};');
  // Files a traversal would reach, with types the protocol serves.
  fs.writeFileSync(path.join(dir, 'secret.html'), 'secret');
  fs.mkdirSync(path.join(dir, 'renderer-evil'));
  fs.writeFileSync(path.join(dir, 'renderer-evil/index.html'), 'secret');
  serveAppProtocol(rendererDir);
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('app:// scheme', () => {
  it('is registered as privileged before ready, as a standard secure origin that can load module scripts', () => {
    registerAppScheme();
    expect(protocol.privileged).toEqual([
      {
        scheme: 'app',
        privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, codeCache: true },
      },
    ]);
    fakeElectron.fireReady();
    expect(() => registerAppScheme()).toThrow(/before app is ready/);
  });

  it('serves the page and its assets with the right type, the CSP and nosniff', async () => {
    for (const [url, type, body] of [
      ['app://field-supervisor/index.html', 'text/html; charset=utf-8', '<!doctype html><div id="app"></div>'],
      ['app://field-supervisor/', 'text/html; charset=utf-8', '<!doctype html><div id="app"></div>'],
      ['app://field-supervisor/assets/app.js', 'text/javascript; charset=utf-8', 'export {};'],
    ] as const) {
      const response = await protocol.request(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.text()).toBe(body);
    }
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await protocol.request('app://field-supervisor/index.html', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await protocol.request('app://field-supervisor/index.html', { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
  });

  it.each([
    'app://field-supervisor/%2e%2e/secret.html',
    'app://field-supervisor/..%2fsecret.html',
    'app://field-supervisor/assets/..%2F..%2Fsecret.html',
    'app://field-supervisor/%2E%2E%2Fsecret.html',
    'app://field-supervisor/..%5csecret.html',
    'app://field-supervisor/%5c..%5c..%5csecret.html',
    'app://field-supervisor/../renderer-evil/index.html',
    'app://field-supervisor/%2e%2e/renderer-evil/index.html',
    'app://field-supervisor/C:%2fsecret.html',
    'app://field-supervisor/index.html%00.js',
    'app://field-supervisor/%',
    'app://evil/index.html',
    'app://field-supervisor.evil.com/index.html',
    'app://field-supervisor/missing.html',
    'app://field-supervisor/assets',
    'app://field-supervisor/assets/folder.js',
    'app://field-supervisor/assets/folder.js/',
  ])('answers 404 to %s, with the CSP still set', async (url) => {
    const response = await protocol.request(url);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(await response.text()).not.toContain('secret');
  });
});
