/**
 * One app per test, closed after it: `const apps = useApp();` at the top of a file, then in a
 * test `const app = await apps.demo()` (demo mode at a desktop size, its first sync done) or
 * `await apps.launch(options)` for any other start.
 */
import { afterEach } from 'vitest';
import { launchApp, type LaunchedApp, type LaunchOptions } from '../harness/launch-app';
import { startDemo } from './ui';

export function useApp(): {
  launch(options?: LaunchOptions): Promise<LaunchedApp>;
  demo(options?: LaunchOptions): Promise<LaunchedApp>;
} {
  let app: LaunchedApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  const launch = async (options: LaunchOptions = {}) => (app = await launchApp(options));
  return {
    launch,
    async demo(options = {}) {
      const launched = await launch({ viewport: { width: 1280, height: 800 }, ...options });
      await startDemo(launched.page);
      await launched.core.sync.idle();
      return launched;
    },
  };
}
