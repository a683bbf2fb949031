import { describe, expect, it } from 'vitest';
import { launcherChain, portInUse } from '../../../scripts/cli-lifetime.js';

// pid → [ppid, args]: a terminal's shell, npm, npm's `sh -c`, and (for the preview) node itself.
const TREE: Record<number, [number, string]> = {
  40: [1, '-bash'],
  50: [40, 'npm run preview --port 5197'],
  60: [50, 'sh -c electron-vite build && node --import tsx main/preview/cli.ts --port 5197'],
};
const describeIn = (pid: number) => {
  const entry = TREE[pid];
  return entry ? { ppid: entry[0], args: entry[1] } : undefined;
};

describe('launcherChain', () => {
  it('under npm: every process up to and including npm, not the terminal above it', () => {
    expect(launcherChain(60, true, describeIn)).toEqual([60, 50]);
    // A shell that exec'd node leaves npm as the parent.
    expect(launcherChain(50, true, describeIn)).toEqual([50]);
  });

  it('started some other way, or without ps: the parent alone', () => {
    expect(launcherChain(60, false, describeIn)).toEqual([60]);
    expect(launcherChain(60, true, () => undefined)).toEqual([60]);
  });
});

describe('portInUse', () => {
  it('names the port Node could not bind, and nothing else', () => {
    const busy = Object.assign(new Error('listen EADDRINUSE: address already in use 127.0.0.1:8787'), {
      code: 'EADDRINUSE',
      port: 8787,
    });
    expect(portInUse(busy)).toBe('port 8787 is in use; choose another with --port');
    expect(portInUse(new Error('--port must be a port number'))).toBeUndefined();
  });
});
