/** Opens a URL in the system browser; best effort (the preview prints the URL anyway). */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The command and its arguments, each its own argv entry and no shell anywhere: on Windows
 * `cmd /c start "" <url>` read "&" in the address as the start of a second command, so
 * rundll32's URL handler is called directly instead.
 */
export function opener(url: string, platform: NodeJS.Platform = process.platform): [string, string[]] {
  if (platform === 'darwin') return ['open', [url]];
  if (platform === 'win32') return ['rundll32', ['url.dll,FileProtocolHandler', url]];
  return ['xdg-open', [url]];
}

function run([command, args]: [string, string[]]): void {
  const child = spawn(command, args, { stdio: 'ignore', detached: true, windowsHide: true, shell: false });
  child.on('error', () => undefined);
  child.unref();
}

export function openInBrowser(url: string): void {
  // Only a web address is handed over: anything else could name a local program or file.
  if (!/^https?:$/.test(URL.parse(url)?.protocol ?? '')) return;
  run(opener(url));
}

export interface PageLauncher {
  /** The opener's command: its arguments name the launcher file, never the address. */
  command: [string, string[]];
  /** Deletes the launcher file and its folder. */
  remove(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page's address carries its one-time ticket, and a process's arguments are readable by
 * every local user (`ps`) until the browser has spent it. So the opener is handed a file in a
 * folder only this user can read (mkdtemp makes it 0700; the file is 0600), which sends the
 * browser on to the address.
 */
export async function pageLauncher(
  pageUrl: string,
  platform: NodeJS.Platform = process.platform,
): Promise<PageLauncher> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'fieldsup-open-'));
  const file = path.join(folder, 'open.html');
  const address = escapeHtml(pageUrl);
  await writeFile(
    file,
    `<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${address}">` +
      `<title>Field Supervisor</title><a href="${address}">Open Field Supervisor</a>\n`,
    { mode: 0o600 },
  );
  return {
    command: opener(pathToFileURL(file).href, platform),
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}

/** How long the launcher file waits for the browser to read it. */
const LAUNCHER_KEPT_MS = 2 * 60_000;

/** Opens the preview's page (its ticket in the address) through a launcher file; returns its removal. */
export async function openPageInBrowser(pageUrl: string): Promise<() => Promise<void>> {
  const launcher = await pageLauncher(pageUrl);
  run(launcher.command);
  const timer = setTimeout(() => void launcher.remove(), LAUNCHER_KEPT_MS);
  timer.unref();
  return async () => {
    clearTimeout(timer);
    await launcher.remove();
  };
}
