// The browser opener runs no shell: an address with "&" (or any other shell character) is one
// argument of one program on every platform. On Windows it used to be `cmd /c start "" <url>`,
// where "&calc" in the address started a second command.
import { describe, expect, it } from 'vitest';
import { opener } from '../../../../main/preview/open-browser.js';

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
