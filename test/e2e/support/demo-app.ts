/**
 * One app per test, closed after it: `const apps = useApp();` at the top of a file, then in a
 * test `const app = await apps.demo()` (demo mode at a desktop size, its first sync done) or
 * `await apps.following((page) => followCrew(page, ids), options)` (demo mode having followed what
 * it picks, its first sync done), or
 * `await apps.launch(options)` for any other start.
 */
import type { Page } from 'playwright-core';
import { afterEach } from 'vitest';
import { launchApp, type LaunchedApp, type LaunchOptions } from '../harness/launch-app';
import { startDemo } from './ui';

export function useApp(): {
  launch(options?: LaunchOptions): Promise<LaunchedApp>;
  /** Demo mode with what `follow` picks on the follow screen, its first sync done. */
  following(follow: (page: Page) => Promise<void>, options?: LaunchOptions): Promise<LaunchedApp>;
  demo(options?: LaunchOptions): Promise<LaunchedApp>;
} {
  let app: LaunchedApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  const launch = async (options: LaunchOptions = {}) => (app = await launchApp(options));
  const following = async (follow: (page: Page) => Promise<void>, options: LaunchOptions = {}) => {
    const launched = await launch(options);
    await startDemo(launched.page);
    await follow(launched.page);
    await launched.core.sync.idle();
    return launched;
  };
  return {
    launch,
    following,
    demo: (options = {}) => following(async () => undefined, { viewport: { width: 1280, height: 800 }, ...options }),
  };
}
