/**
 * Compiles the catalogue (preload/i18n/messages/<locale>.json) into typed message functions in
 * preload/i18n/paraglide/ with Paraglide: plain modules, no eval, a function per message whose
 * parameters TypeScript checks. The output is committed so a checkout builds and type-checks
 * without this step; `npm run messages` after editing a catalogue, and the catalogue test fails
 * while the committed output is stale.
 */
import { compile } from '@inlang/paraglide-js';
import { fileURLToPath } from 'node:url';

export const PROJECT = fileURLToPath(new URL('../project.inlang', import.meta.url));
export const OUTDIR = fileURLToPath(new URL('../preload/i18n/paraglide', import.meta.url));

export async function compileMessages(outdir = OUTDIR): Promise<void> {
  await compile({
    project: PROJECT,
    outdir,
    // The locale is never read from a cookie or the URL: the app sets it (preload/i18n/locale.ts).
    strategy: ['globalVariable', 'baseLocale'],
    emitGitIgnore: false,
    emitPrettierIgnore: false,
    emitReadme: false,
    cleanOutdir: true,
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await compileMessages();
  // The inlang SDK keeps a timer alive for half a minute after the work is done.
  process.exit(0);
}
