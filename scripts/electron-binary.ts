/**
 * Where the Electron runtime is, without triggering its lazy download: `require('electron')`
 * downloads the binary on first use, so this reads what that download leaves behind
 * (node_modules/electron/path.txt and the executable under dist/) instead.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The electron package's folder, resolved the way Node would resolve `electron`. */
export function electronPackageDir(): string {
  return path.dirname(createRequire(import.meta.url).resolve('electron/package.json'));
}

/** The executable's absolute path, or undefined when the runtime was never downloaded. */
export function electronBinary(packageDir = electronPackageDir()): string | undefined {
  const pathFile = path.join(packageDir, 'path.txt');
  if (!existsSync(pathFile)) return undefined;
  const executable = path.join(packageDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(executable) ? executable : undefined;
}
