import type { PreviewServer } from '../../../main/preview/preview-server.js';

/**
 * The page's address from a preview server of any build: a previous release's (the benchmarks'
 * baseline) may predate the one-time page tickets and serve one address with a launch token.
 */
export function pageAddress(server: PreviewServer): string {
  const legacy = server as Partial<PreviewServer> & { url?: string };
  return typeof legacy.pageUrl === 'function' ? legacy.pageUrl() : legacy.url!;
}
