const FAKE = new URL('../../../../fakes/electron.ts', import.meta.url).href;

export async function resolve(specifier, context, next) {
  // Through the next resolver (tsx's), which then also loads the TypeScript.
  if (specifier === 'electron') return next(FAKE, context);
  return next(specifier, context);
}
