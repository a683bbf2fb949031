// package.json's `engines` must be what the toolchain really declares: every Node version it
// admits is one every dependency admits too. On Node 20.19+ everything here still installs and
// runs with engine warnings (README, Requirements); the range says what is supported.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
// semver comes with npm's own toolchain (electron-builder, eslint...); only `subset` is needed.
const semver = createRequire(import.meta.url)('semver') as { subset(sub: string, dom: string): boolean };

interface Manifest {
  engines?: { node?: string };
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
const manifestOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;

/** Declared narrower than the app needs, for a part the app can do without. */
const NOT_BINDING: Record<string, string> = {
  '@sparticuz/chromium': 'the last-resort browser for e2e; FIELDSUP_CHROMIUM or an installed Chrome replaces it',
};

describe('engines.node', () => {
  const own = manifestOf(root);
  const range = own.engines?.node ?? '';

  it('admits only Node versions every dependency declares it supports (Electron 45 tooling: 22.12+)', () => {
    const names = Object.keys({ ...own.dependencies, ...own.devDependencies }).filter((name) => !NOT_BINDING[name]);
    const narrower = names
      .map((name) => ({ name, declared: manifestOf(join(root, 'node_modules', name)).engines?.node }))
      .filter(({ declared }) => declared !== undefined && !semver.subset(range, declared));
    expect(range).not.toBe('');
    expect(narrower).toEqual([]);
    expect(semver.subset(range, '>=22.12.0')).toBe(true);
  });
});

describe('package-lock.json', () => {
  // `npm install` rewrites the lock's root entry from package.json: any difference leaves the
  // checkout dirty after the README's first command.
  it('repeats package.json at its root, so npm install leaves it unchanged', () => {
    const own = manifestOf(root) as Manifest & { name: string; version: string };
    const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, Manifest & { name: string; version: string }>;
    };
    const lockRoot = lock.packages[''];
    expect(lockRoot?.engines).toEqual(own.engines);
    expect(lockRoot?.name).toBe(own.name);
    expect(lockRoot?.version).toBe(own.version);
    expect(lockRoot?.dependencies).toEqual(own.dependencies);
    expect(lockRoot?.devDependencies).toEqual(own.devDependencies);
  });
});
