/**
 * Deny-all permissions for the app's session: the page needs no camera, microphone,
 * geolocation, notifications or devices (main shows notifications itself). Without these
 * handlers Electron grants every request.
 */
import type { Session } from 'electron';

export function applySessionPolicy(target: Session): void {
  target.setPermissionRequestHandler((_webContents, _permission, callback) => callback(false));
  target.setPermissionCheckHandler(() => false);
}
