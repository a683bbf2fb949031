/**
 * What the pseudo-locale shows on the page as it is: words outside its ⟦ ⟧ markers (written
 * into a component instead of the catalogue), by area of the window. Server data (every string
 * the simulator serves) and what Intl writes (English weekday and month names, AM/PM, "ago")
 * are not the catalogue's, so they are allowed. Runs in the page; returns words by area.
 */
import type { Page } from 'playwright-core';
import type { LaunchedApp } from '../harness/launch-app';
import { PSEUDO_CLOSE, PSEUDO_OPEN } from '../../../preload/i18n';
import { COMPANY } from '../../../main/simulator/data/catalog.js';
import { Rng } from '../../../main/simulator/random.js';
import { APP_SETS } from '../../../main/simulator/routes/set-routes.js';

export type Area = 'nav' | 'room' | 'dialog' | 'shell';
export type Leftovers = Partial<Record<Area, string[]>>;

/**
 * The page in another language without leaving its state, as the tests' own event asks the
 * window (renderer/src/shared/language.svelte.ts); null gives the setting back.
 */
export async function setTestLanguage(page: Page, language: 'es' | 'pseudo' | null): Promise<void> {
  await page.evaluate((detail) => dispatchEvent(new CustomEvent('fieldsup:test-language', { detail })), language);
  // Spanish is spoken once its words are loaded (the first time, a module the page fetches).
  if (language === 'es') await page.waitForFunction(() => document.documentElement.lang.startsWith('es'));
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

const wordsOf = (text: string): string[] => text.match(/\p{L}[\p{L}'’]*/gu) ?? [];

/** Every word the simulator serves, and every word Intl writes in English dates and ages. */
export function allowedWords(app: LaunchedApp): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') for (const w of wordsOf(value)) found.add(w);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  const { store } = app.simulator!;
  walk(store.data);
  // The sets the simulator serves from their own rows (the HR contacts): their answers are server data too.
  for (const { kind, shape, source } of APP_SETS)
    if (source.served && !shape.owner)
      walk(source.served.answer({ today: store.data.today, company: COMPANY, rng: Rng.for(store.seed, `${kind}:`) }, ''));
  const days = [...Array(14)].map((_, i) => new Date(Date.UTC(2026, 0, 4 + i)));
  for (const weekday of ['long', 'short'] as const)
    for (const d of days) found.add(d.toLocaleDateString('en-US', { weekday, timeZone: 'UTC' }));
  for (const month of ['long', 'short'] as const)
    for (let i = 0; i < 12; i++) found.add(new Date(Date.UTC(2026, i, 5)).toLocaleDateString('en-US', { month, timeZone: 'UTC' }));
  const ages = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
  for (const unit of ['second', 'minute', 'hour', 'day'] as const)
    for (const n of [-2, -1, 0, 1, 2]) for (const w of wordsOf(ages.format(n, unit))) found.add(w);
  for (const w of ['AM', 'PM', 'h']) found.add(w);
  return [...found];
}

export function leftovers(page: Page, allowed: readonly string[]): Promise<Leftovers> {
  return page.evaluate(
    ({ allowed, open, close }) => {
      const ok = new Set(allowed);
      const out: Record<string, Set<string>> = {};
      const areaOf = (el: Element): string =>
        el.closest('[role="dialog"], [role="alertdialog"]')
          ? 'dialog'
          : el.closest('nav.nav')
            ? 'nav'
            : el.closest('main .screen, .connect')
              ? 'room'
              : 'shell';
      const shown = (el: Element) => {
        // translate="no": machine text (paths, addresses, versions) and the product's name.
        if (el.closest('[aria-hidden="true"], [inert], [translate="no"], script, style, noscript')) return false;
        if (el.getClientRects().length === 0) return false;
        return getComputedStyle(el).visibility === 'visible';
      };
      // Strip marked text innermost first (a message can carry another as its input); a message
      // is written whole into one text node, so each node is judged alone.
      const inner = new RegExp(`${open}[^${open}${close}]*${close}`, 'g');
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        if (!el || !shown(el)) continue;
        let text = node.textContent ?? '';
        for (let before = ''; before !== text; ) [before, text] = [text, text.replace(inner, ' ')];
        for (const word of text.match(/\p{L}[\p{L}'’]*/gu) ?? []) {
          // An accented word is the catalogue's, shown across two text nodes (a badge's number apart).
          if (ok.has(word) || /[àéíöüýçñÀÉÍÖÜÝÇÑ]/.test(word)) continue;
          (out[areaOf(el)] ??= new Set()).add(word);
        }
      }
      return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, [...v].sort()]));
    },
    { allowed, open: PSEUDO_OPEN, close: PSEUDO_CLOSE },
  );
}
