// The browser opener runs no shell: an address with "&" (or any other shell character) is one
// argument of one program on every platform. On Windows it used to be `cmd /c start "" <url>`,
// where "&calc" in the address started a second command.
import { describe, expect, it } from 'vitest';
import { readFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { opener, pageLauncher } from '../../../../main/preview/open-browser.js';

const HOSTILE = 'http://127.0.0.1:5197/index.html?a=1&calc.exe&b="x"|whoami^&#ticket=abc&del%20C:';
const SHELLS = /^(cmd|cmd\.exe|powershell|pwsh|sh|bash)$/i;

describe('opener', () => {
  it.each(['win32', 'darwin', 'linux', 'freebsd'] as const)(
    'on %s runs one program with the address as one argument',
    (platform) => {
      const [command, args] = opener(HOSTILE, platform);
      expect(command).not.toMatch(SHELLS);
      expect(args.at(-1)).toBe(HOSTILE);
      expect(args.filter((arg) => arg.includes('calc'))).toEqual([HOSTILE]);
      expect(args).not.toContain('/c');
    },
  );

  it('on Windows hands the address to the URL protocol handler, not to start', () => {
    expect(opener(HOSTILE, 'win32')).toEqual(['rundll32', ['url.dll,FileProtocolHandler', HOSTILE]]);
  });
});

describe('the page launcher', () => {
  const page = 'http://127.0.0.1:5197/index.html#ticket=Zq8-secret-ticket_0123456789abcdef';

  it.each(['win32', 'darwin', 'linux'] as const)(
    "on %s keeps the ticket out of the opener's arguments: a file only this user can read holds it",
    async (platform) => {
      const launcher = await pageLauncher(page, platform);
      try {
        const [command, args] = launcher.command;
        expect([command, ...args].join(' ')).not.toContain('Zq8-secret');
        const file = fileURLToPath(args.at(-1)!);
        expect(await readFile(file, 'utf8')).toContain(page);
        if (process.platform !== 'win32') {
          expect((await stat(file)).mode & 0o077).toBe(0);
          expect((await stat(fileURLToPath(new URL('.', args.at(-1)!)))).mode & 0o077).toBe(0);
        }
      } finally {
        await launcher.remove();
      }
      await expect(stat(fileURLToPath(launcher.command[1].at(-1)!))).rejects.toThrow();
    },
  );
});
