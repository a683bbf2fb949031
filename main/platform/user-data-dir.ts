/**
 * `--user-data-dir=<path>` on the command line moves everything the app keeps (settings, the
 * sealed key, the window's IndexedDB) to that folder: a separate profile for the Electron
 * test suite, or a second profile on one machine. Must run before the app is ready, and
 * before the single-instance lock, which is per folder.
 */
import path from 'node:path';
import { app } from 'electron';

const SWITCH = '--user-data-dir=';

export function userDataDirFrom(argv: readonly string[]): string | undefined {
  const value = argv.find((arg) => arg.startsWith(SWITCH))?.slice(SWITCH.length);
  return value ? path.resolve(value) : undefined;
}

export function applyUserDataDir(argv: readonly string[] = process.argv): void {
  const dir = userDataDirFrom(argv);
  if (dir) app.setPath('userData', dir);
}
