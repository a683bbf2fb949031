/**
 * `npm start`'s launcher: runs the app in Electron, downloading the runtime first when it is
 * missing. When that download fails (no internet, a proxy), it says so in one plain line and
 * opens the browser preview itself, with the flags `npm start` was given, so the first command
 * shows the app everywhere, instead of Electron's stack trace and its advice to delete
 * node_modules/electron.
 */
import { electronBinary } from './electron-binary.js';

export const RUNTIME_MISSING_LINE =
  'Field Supervisor: the Electron runtime could not be downloaded (it needs internet on first start); ' +
  'opening the app in your browser instead, as `npm run preview` does.';

export interface LaunchDeps {
  electronDir: string;
  /** Runs Electron's own download; its output is not shown (the line above replaces it). */
  download(): Promise<void>;
  /** Starts the executable with the app folder; resolves with its exit code. */
  run(executable: string): Promise<number>;
  /** Builds and starts the browser preview (`npm run preview`); resolves with its exit code. */
  preview(): Promise<number>;
  print(line: string): void;
}

/** Resolves with the process exit code. */
export async function launchElectron(deps: LaunchDeps): Promise<number> {
  let executable = electronBinary(deps.electronDir);
  if (!executable) {
    await deps.download().catch(() => undefined);
    executable = electronBinary(deps.electronDir);
  }
  if (!executable) {
    deps.print(RUNTIME_MISSING_LINE);
    return deps.preview();
  }
  return deps.run(executable);
}
