/**
 * How `npm run dist` calls electron-builder, from the environment: signing and notarization
 * happen only where their secrets are set (a CI secret that is not configured arrives as an
 * empty string, which must count as absent), and the update feed is written into the build
 * only when one is named, and never into an unsigned Windows or macOS build: there the
 * installer's signature is what an update is checked against, so an unsigned build would
 * install whatever the feed serves. A Linux package carries no signature the updater checks: its
 * updates are trusted only as far as https to the feed's host, so a Linux build gets the feed
 * only when the build says that is how it is trusted (UPDATE_LINUX_TRUST=https-feed-host).
 * Nothing is ever published from here.
 */
export const SIGNING_VARS = ['CSC_LINK', 'CSC_KEY_PASSWORD'] as const;
export const NOTARIZE_VARS = ['APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD', 'APPLE_TEAM_ID'] as const;
export const FEED_VAR = 'UPDATE_FEED_URL';
/** How a Linux build's updates are trusted, said by whoever builds it; the one value understood. */
export const LINUX_TRUST_VAR = 'UPDATE_LINUX_TRUST';
export const LINUX_TRUST = 'https-feed-host';

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
  const targets = distTargets(extraArgs, platform);
  const unsignedDesktop = !present(env, 'CSC_LINK') && targets.some((t) => t !== 'linux');
  const linuxUnsaid = targets.includes('linux') && env[LINUX_TRUST_VAR]?.trim() !== LINUX_TRUST;
  if (feed && unsignedDesktop) {
    delete out[FEED_VAR];
    notes.push(`updates off in this build: an unsigned Windows or macOS build gets no ${FEED_VAR} (set CSC_LINK)`);
  } else if (feed && linuxUnsaid) {
    delete out[FEED_VAR];
    notes.push(
      `updates off in this build: a Linux build gets no ${FEED_VAR} unless ${LINUX_TRUST_VAR}=${LINUX_TRUST} says its updates are trusted as far as https to the feed's host (README, Updates)`,
    );
  } else if (feed) {
    if (!/^https:\/\/[^\s]+$/.test(feed)) throw new Error(`${FEED_VAR} must be an https:// URL, got "${feed}"`);
    args.push('-c.publish.provider=generic', `-c.publish.url=${feed}`);
  } else {
    notes.push(`updates off in this build: ${FEED_VAR} is not set`);
  }
  return { args: [...args, ...extraArgs], env: out, notes };
}
