/**
 * Deny-all permissions for the app's session: the page needs no camera, microphone,
 * geolocation, notifications or devices (main shows notifications itself). Without these
 * handlers Electron grants every request. The one exception is writing text to the clipboard
 * from the app's own page ("Copy" next to a phone number or e-mail); reading it stays denied.
 */
import type { Session } from 'electron';
import { isAppUrl } from '../core/security/url-policy.js';

const COPY_TEXT = 'clipboard-sanitized-write';

function allowed(permission: string, origin: string | undefined): boolean {
  return permission === COPY_TEXT && isAppUrl(origin ?? '');
}

export function applySessionPolicy(target: Session): void {
  target.setPermissionRequestHandler((_webContents, permission, callback, details) =>
    callback(allowed(permission, details.requestingUrl)),
  );
  target.setPermissionCheckHandler((_webContents, permission, requestingOrigin) =>
    allowed(permission, requestingOrigin),
  );
}
