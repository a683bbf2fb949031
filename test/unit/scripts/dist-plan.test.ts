import { describe, expect, it } from 'vitest';
import { distPlan, FEED_VAR, LINUX_TRUST, LINUX_TRUST_VAR, NOTARIZE_VARS } from '../../../scripts/dist-plan.js';

const APPLE = { APPLE_ID: 'dev@example.com', APPLE_APP_SPECIFIC_PASSWORD: 'abcd-efgh', APPLE_TEAM_ID: 'TEAM123' };

describe('distPlan', () => {
  it('with no secrets (a fork, a laptop): no signing identity lookup, no notarization, no feed, never publishes', () => {
    const plan = distPlan({ PATH: '/bin' });
    expect(plan.env['CSC_IDENTITY_AUTO_DISCOVERY']).toBe('false');
    expect(plan.args).toEqual(['--publish', 'never', '-c.mac.notarize=false']);
    expect(plan.env['PATH']).toBe('/bin');
    expect(plan.notes).toHaveLength(3);
  });

  it('treats unset CI secrets, which arrive as empty strings, as absent and removes them', () => {
    const plan = distPlan({ CSC_LINK: '', CSC_KEY_PASSWORD: '', APPLE_ID: ' ', [FEED_VAR]: '' });
    expect(plan.env).not.toHaveProperty('CSC_LINK');
    expect(plan.env).not.toHaveProperty('APPLE_ID');
    expect(plan.env).not.toHaveProperty(FEED_VAR);
    expect(plan.env['CSC_IDENTITY_AUTO_DISCOVERY']).toBe('false');
    expect(plan.args).toContain('-c.mac.notarize=false');
  });

  it('signs with CSC_LINK and notarizes only when all three Apple variables are set', () => {
    const signed = distPlan({ CSC_LINK: 'base64cert', CSC_KEY_PASSWORD: 'pw', ...APPLE });
    expect(signed.env['CSC_IDENTITY_AUTO_DISCOVERY']).toBeUndefined();
    expect(signed.env['CSC_LINK']).toBe('base64cert');
    expect(signed.args).not.toContain('-c.mac.notarize=false');
    for (const missing of NOTARIZE_VARS) {
      const partial = distPlan({ CSC_LINK: 'c', ...APPLE, [missing]: '' });
      expect(partial.args).toContain('-c.mac.notarize=false');
    }
  });

  it('writes a generic update feed into the build only when one is named, and only over https', () => {
    const plan = distPlan(
      { [FEED_VAR]: 'https://updates.example/field-supervisor', [LINUX_TRUST_VAR]: LINUX_TRUST },
      [],
      'linux',
    );
    expect(plan.args).toEqual(
      expect.arrayContaining([
        '-c.publish.provider=generic',
        '-c.publish.url=https://updates.example/field-supervisor',
      ]),
    );
    expect(plan.args.slice(0, 2)).toEqual(['--publish', 'never']);
    expect(() =>
      distPlan({ [FEED_VAR]: 'http://updates.example/x', [LINUX_TRUST_VAR]: LINUX_TRUST }, [], 'linux'),
    ).toThrow(/https/);
  });

  const FEED = { [FEED_VAR]: 'https://updates.example/field-supervisor' };
  const LINUX_SAYS = { [LINUX_TRUST_VAR]: LINUX_TRUST };
  const hasFeed = (plan: ReturnType<typeof distPlan>) => plan.args.some((a) => a.startsWith('-c.publish.'));

  it.each([
    ['an unsigned Windows build', [], 'win32'],
    ['an unsigned macOS build', [], 'darwin'],
    ['an unsigned --win build from Linux', ['--win', 'nsis'], 'linux'],
    ['an unsigned -m build', ['-m'], 'linux'],
    ['an unsigned build for Linux and Windows at once', ['--linux', '--win'], 'linux'],
  ] as const)('gives %s no update feed, and says why', (_name, args, platform) => {
    const plan = distPlan(FEED, args, platform);
    expect(hasFeed(plan)).toBe(false);
    expect(plan.env).not.toHaveProperty(FEED_VAR);
    expect(plan.notes.join('\n')).toMatch(/unsigned Windows or macOS build gets no UPDATE_FEED_URL/);
  });

  it.each([
    ['a signed Windows build', { CSC_LINK: 'cert' }, [], 'win32'],
    ['a signed macOS build', { CSC_LINK: 'cert', ...APPLE }, [], 'darwin'],
    ['a Linux build that says it trusts the feed host (see README Updates)', LINUX_SAYS, [], 'linux'],
    ['a --linux build made on macOS that says so', LINUX_SAYS, ['--linux', 'AppImage'], 'darwin'],
  ] as const)('keeps the feed for %s', (_name, secrets, args, platform) => {
    expect(hasFeed(distPlan({ ...FEED, ...secrets }, args, platform))).toBe(true);
  });

  it.each([
    ['an unsigned Linux build that does not say how its updates are trusted', {}, [], 'linux'],
    ['a --linux build made on macOS that does not say so', {}, ['--linux', 'AppImage'], 'darwin'],
    ['a Linux build that names another trust', { [LINUX_TRUST_VAR]: 'tls' }, [], 'linux'],
  ] as const)('gives %s no update feed, and says why', (_name, said, args, platform) => {
    const plan = distPlan({ ...FEED, ...said }, args, platform);
    expect(hasFeed(plan)).toBe(false);
    expect(plan.env).not.toHaveProperty(FEED_VAR);
    expect(plan.notes.join('\n')).toMatch(
      /Linux build gets no UPDATE_FEED_URL unless UPDATE_LINUX_TRUST=https-feed-host/,
    );
  });

  it('passes extra arguments (a target, --dir) through last', () => {
    expect(distPlan({}, ['--linux', 'dir']).args.slice(-2)).toEqual(['--linux', 'dir']);
  });
});
