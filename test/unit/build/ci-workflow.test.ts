// The CI workflow, parsed as GitHub would read it: triggers, the three-OS matrix, the test
// command of the README, the Electron suite under xvfb on Linux, the installers kept, and the
// signing and notarization secrets handed to `npm run dist` (which skips what is unset).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { FEED_VAR, NOTARIZE_VARS, SIGNING_VARS } from '../../../scripts/dist-plan.js';

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
  with?: Record<string, unknown>;
}
interface Job {
  'runs-on': string;
  strategy: { matrix: { os: string[] } };
  steps: Step[];
}

const file = fileURLToPath(new URL('../../../.github/workflows/ci.yml', import.meta.url));
const workflow = parse(readFileSync(file, 'utf8')) as { on: Record<string, unknown>; jobs: Record<string, Job> };
const jobs = Object.values(workflow.jobs);
const job = jobs[0]!;
const steps = job.steps;
const indexOf = (match: (s: Step) => boolean) => steps.findIndex(match);

describe('.github/workflows/ci.yml', () => {
  it('runs on push and pull request, on Linux, Windows and macOS', () => {
    expect(Object.keys(workflow.on)).toEqual(expect.arrayContaining(['push', 'pull_request']));
    expect(jobs).toHaveLength(1);
    expect(job['runs-on']).toBe('${{ matrix.os }}');
    expect(job.strategy.matrix.os).toEqual(['ubuntu-latest', 'windows-latest', 'macos-latest']);
  });

  it('installs with npm ci and runs npm test everywhere: under xvfb-run on Linux, directly elsewhere', () => {
    const install = indexOf((s) => /^npm ci\b/.test(s.run ?? ''));
    const linux = steps.find((s) => s.if === "runner.os == 'Linux'" && /\bnpm test\b/.test(s.run ?? ''));
    const others = steps.find((s) => s.if === "runner.os != 'Linux'" && /\bnpm test\b/.test(s.run ?? ''));
    expect(install).toBeGreaterThan(-1);
    expect(linux?.run).toMatch(/^xvfb-run\b.*\bnpm test$/);
    expect(others?.run).toBe('npm test');
    expect(steps.indexOf(linux!)).toBeGreaterThan(install);
  });

  it('fetches the Electron runtime before the tests, so the Electron suite runs instead of skipping', () => {
    const download = indexOf((s) => s.run === 'node node_modules/electron/install.js');
    expect(download).toBeGreaterThan(indexOf((s) => /^npm ci\b/.test(s.run ?? '')));
    expect(download).toBeLessThan(indexOf((s) => /\bnpm test\b/.test(s.run ?? '')));
  });

  it('packages with npm run dist after the tests, handing it every signing, notarization and feed variable', () => {
    const dist = steps.find((s) => s.run === 'npm run dist');
    expect(dist).toBeDefined();
    expect(steps.indexOf(dist!)).toBeGreaterThan(indexOf((s) => /\bnpm test\b/.test(s.run ?? '')));
    for (const name of [...SIGNING_VARS, ...NOTARIZE_VARS]) expect(dist!.env?.[name]).toBe(`\${{ secrets.${name} }}`);
    expect(dist!.env?.[FEED_VAR]).toBe(`\${{ vars.${FEED_VAR} }}`);
    // Secrets reach only the step that needs them.
    for (const step of steps.filter((s) => s !== dist)) expect(JSON.stringify(step)).not.toContain('secrets.');
  });

  it('keeps the installers of every OS as artifacts and fails when none was built', () => {
    const upload = steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'));
    expect(upload).toBeDefined();
    expect(steps.indexOf(upload!)).toBeGreaterThan(indexOf((s) => s.run === 'npm run dist'));
    const paths = String(upload!.with?.['path']).split('\n').filter(Boolean);
    expect(paths).toEqual(expect.arrayContaining(['dist/*.AppImage', 'dist/*.deb', 'dist/*.exe', 'dist/*.dmg']));
    expect(upload!.with?.['if-no-files-found']).toBe('error');
    expect(String(upload!.with?.['name'])).toContain('runner.os');
  });

  it('uses Node 22, what the Electron 45 tooling declares', () => {
    const setup = steps.find((s) => s.uses?.startsWith('actions/setup-node@'));
    expect(setup?.with?.['node-version']).toBe(22);
  });
});
