/**
 * How `npm run dist` calls electron-builder, from the environment: signing and notarization
 * happen only where their secrets are set (a CI secret that is not configured arrives as an
 * empty string, which must count as absent), and the update feed is written into the build
 * only when one is named, and never into an unsigned Windows or macOS build: there the
 * installer's signature is what an update is checked against, so an unsigned build would
 * install whatever the feed serves. Nothing is ever published from here.
 */
export const SIGNING_VARS = ['CSC_LINK', 'CSC_KEY_PASSWORD'] as const;
export const NOTARIZE_VARS = ['APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD', 'APPLE_TEAM_ID'] as const;
export const FEED_VAR = 'UPDATE_FEED_URL';

export interface DistPlan {
  args: string[];
  /** The environment electron-builder runs with. */
  env: Record<string, string | undefined>;
  /** What is skipped and why, one line each, for the build log. */
  notes: string[];
}

const present = (env: Record<string, string | undefined>, name: string) => (env[name] ?? '').trim() !== '';

type Target = 'linux' | 'win' | 'mac';
const TARGET_FLAGS: Record<string, Target> = {
  '--linux': 'linux',
  '-l': 'linux',
  '--win': 'win',
  '--windows': 'win',
  '-w': 'win',
  '--mac': 'mac',
  '--macos': 'mac',
  '-m': 'mac',
};

/** The platforms electron-builder will build for: those named, else the one it runs on. */
export function distTargets(args: readonly string[], platform: NodeJS.Platform): Target[] {
  const named = [...new Set(args.flatMap((arg) => TARGET_FLAGS[arg] ?? []))];
  if (named.length > 0) return named;
  return [platform === 'win32' ? 'win' : platform === 'darwin' ? 'mac' : 'linux'];
}

export function distPlan(
  env: Record<string, string | undefined>,
  extraArgs: readonly string[] = [],
  platform: NodeJS.Platform = process.platform,
): DistPlan {
  const out: Record<string, string | undefined> = { ...env };
  const args = ['--publish', 'never'];
  const notes: string[] = [];
  // Empty values are removed: electron-builder would try to use an empty certificate or Apple ID.
  for (const name of [...SIGNING_VARS, ...NOTARIZE_VARS, FEED_VAR]) if (!present(env, name)) delete out[name];

  if (!present(env, 'CSC_LINK')) {
    out['CSC_IDENTITY_AUTO_DISCOVERY'] = 'false';
    notes.push('code signing skipped: CSC_LINK is not set');
  }
  if (!NOTARIZE_VARS.every((name) => present(env, name))) {
    args.push('-c.mac.notarize=false');
    notes.push(`notarization skipped: ${NOTARIZE_VARS.join(', ')} are not all set`);
  }
  const feed = env[FEED_VAR]?.trim();
  const unsignedDesktop = !present(env, 'CSC_LINK') && distTargets(extraArgs, platform).some((t) => t !== 'linux');
  if (feed && unsignedDesktop) {
    delete out[FEED_VAR];
    notes.push(`updates off in this build: an unsigned Windows or macOS build gets no ${FEED_VAR} (set CSC_LINK)`);
  } else if (feed) {
    if (!/^https:\/\/[^\s]+$/.test(feed)) throw new Error(`${FEED_VAR} must be an https:// URL, got "${feed}"`);
    args.push('-c.publish.provider=generic', `-c.publish.url=${feed}`);
  } else {
    notes.push(`updates off in this build: ${FEED_VAR} is not set`);
  }
  return { args: [...args, ...extraArgs], env: out, notes };
}
