/**
 * `npm start [-- <preview flags>]` after the build: launch-electron.ts with the real download
 * and process; without a runtime, the preview's bundle is built and started with the flags.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { electronPackageDir } from './electron-binary.js';
import { launchElectron } from './launch-electron.js';
import { bundleForNode } from './preview-bundle.js';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const electronDir = electronPackageDir();

/** Runs a child with this terminal; Ctrl-C reaches it too, and the launcher exits when it does. */
function runChild(executable: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(executable, args, { stdio: 'inherit', windowsHide: false });
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
    child.on('exit', (status) => resolve(status ?? 1));
  });
}

const code = await launchElectron({
  electronDir,
  download: () =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [path.join(electronDir, 'install.js')], { stdio: 'ignore' });
      child.on('error', reject);
      child.on('exit', (status) => (status === 0 ? resolve() : reject(new Error(`exit ${status}`))));
    }),
  run: (executable) => runChild(executable, [appDir]),
  preview: async () => {
    const outDir = path.join(appDir, 'out/preview');
    await bundleForNode({ entry: path.join(appDir, 'main/preview/cli.ts'), outDir });
    return runChild(process.execPath, [path.join(outDir, 'cli.js'), ...process.argv.slice(2)]);
  },
  print: (line) => console.error(line),
});
process.exit(code);
