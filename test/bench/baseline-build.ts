/**
 * The build a benchmark compares against: a commit checked out from git into a folder outside
 * the repo, installed and built once per commit (a second run reuses it). Named by
 * `--baseline <rev>` or BENCH_BASELINE; by default the merge-base of HEAD with main, the
 * release this branch builds on. `--baseline none` measures this tree alone.
 */
import { spawn, type SpawnOptions } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A tree whose out/ holds a built renderer and whose main/ holds the main core it goes with. */
export interface Build {
  /** 'now' for this tree, else the commit's short hash. */
  label: string;
  root: string;
}

export const currentBuild: Build = { label: 'now', root: ROOT };

const BUILT_MARK = '.bench-built';

function run(command: string, args: string[], options: SpawnOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let out = '';
    let err = '';
    child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(out.trim()) : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${err}`)),
    );
  });
}

/** The revision asked for on the command line or in the environment; undefined for the default. */
export function baselineRevision(argv: string[], env: NodeJS.ProcessEnv): string | undefined {
  const at = argv.indexOf('--baseline');
  if (at >= 0) {
    const value = argv[at + 1];
    if (!value || value.startsWith('--')) throw new Error('--baseline needs a git revision (or "none")');
    return value;
  }
  return env['BENCH_BASELINE'] || undefined;
}

async function resolveCommit(revision: string | undefined): Promise<string> {
  if (revision) return run('git', ['rev-parse', '--verify', `${revision}^{commit}`]);
  try {
    return await run('git', ['merge-base', 'HEAD', 'main']);
  } catch {
    throw new Error(
      'No branch "main" to find the previous release from: name a commit with --baseline <rev> or BENCH_BASELINE.',
    );
  }
}

/**
 * The baseline's build, made if this commit was never built here: `git archive` into a cache
 * folder out of the repo (BENCH_BUILD_CACHE, default the temp folder), `npm ci`, `npm run build`.
 * Undefined when asked for none.
 */
export async function baselineBuild(
  argv = process.argv,
  env = process.env,
  log = (line: string) => console.error(line),
): Promise<Build | undefined> {
  const revision = baselineRevision(argv, env);
  if (revision === 'none') return undefined;
  const commit = await resolveCommit(revision);
  const cache = env['BENCH_BUILD_CACHE'] || path.join(tmpdir(), 'fieldsup-bench-builds');
  const root = path.join(cache, commit);
  const build = { label: commit.slice(0, 7), root };
  if (existsSync(path.join(root, BUILT_MARK))) {
    log(`baseline ${build.label}: reusing the build in ${root}`);
    return build;
  }
  log(`baseline ${build.label}: checking out, installing and building in ${root} (once per commit)`);
  await rm(root, { recursive: true, force: true });
  await mkdir(root, { recursive: true });
  await run('sh', ['-c', `git archive ${commit} | tar -x -C "${root}"`]);
  await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root });
  await run('npm', ['run', 'build'], { cwd: root });
  await writeFile(path.join(root, BUILT_MARK), `${commit}\n`);
  return build;
}
