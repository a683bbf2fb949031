/** `npm start` after the build: launch-electron.ts with the real download and process. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { electronPackageDir } from './electron-binary.js';
import { launchElectron } from './launch-electron.js';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const electronDir = electronPackageDir();

const code = await launchElectron({
  electronDir,
  download: () =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [path.join(electronDir, 'install.js')], { stdio: 'ignore' });
      child.on('error', reject);
      child.on('exit', (status) => (status === 0 ? resolve() : reject(new Error(`exit ${status}`))));
    }),
  run: (executable) =>
    new Promise((resolve) => {
      const child = spawn(executable, [appDir], { stdio: 'inherit', windowsHide: false });
      // Ctrl-C in the terminal reaches Electron too; the launcher exits when it does.
      for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
      child.on('exit', (status) => resolve(status ?? 1));
    }),
  print: (line) => console.error(line),
});
process.exit(code);
