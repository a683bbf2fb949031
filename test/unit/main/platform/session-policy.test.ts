import { session } from 'electron';
import { beforeEach, describe, expect, it } from 'vitest';
import { applySessionPolicy } from '../../../../main/platform/session-policy.js';
import { fakeElectron } from '../../../fakes/electron.js';

const fakeSession = fakeElectron.session.defaultSession;
const PERMISSIONS = [
  'media',
  'geolocation',
  'notifications',
  'clipboard-read',
  'fullscreen',
  'hid',
  'serial',
  'openExternal',
];

beforeEach(() => {
  fakeElectron.reset();
  applySessionPolicy(session.defaultSession);
});

describe('session policy', () => {
  it.each(PERMISSIONS)('denies the request for %s', async (permission) => {
    await expect(
      fakeSession.requestPermission(permission, { requestingUrl: 'app://field-supervisor/index.html' }),
    ).resolves.toBe(false);
  });

  it.each(PERMISSIONS)('denies the check for %s, even for the app origin', (permission) => {
    expect(fakeSession.checkPermission(permission, 'app://field-supervisor')).toBe(false);
  });

  it('lets only the app page write text to the clipboard (Copy buttons), never read it', async () => {
    await expect(
      fakeSession.requestPermission('clipboard-sanitized-write', {
        requestingUrl: 'app://field-supervisor/index.html',
      }),
    ).resolves.toBe(true);
    expect(fakeSession.checkPermission('clipboard-sanitized-write', 'app://field-supervisor')).toBe(true);
    await expect(
      fakeSession.requestPermission('clipboard-sanitized-write', { requestingUrl: 'https://evil.example/' }),
    ).resolves.toBe(false);
    expect(fakeSession.checkPermission('clipboard-sanitized-write', 'https://evil.example')).toBe(false);
    expect(fakeSession.checkPermission('clipboard-read', 'app://field-supervisor')).toBe(false);
  });
});
