/** Opens a URL in the system browser; best effort (the preview prints the URL anyway). */
import { spawn } from 'node:child_process';

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

export function openInBrowser(url: string): void {
  // Only a web address is handed over: anything else could name a local program or file.
  if (!/^https?:$/.test(URL.parse(url)?.protocol ?? '')) return;
  const [command, args] = opener(url);
  const child = spawn(command, args, { stdio: 'ignore', detached: true, windowsHide: true, shell: false });
  child.on('error', () => undefined);
  child.unref();
}
