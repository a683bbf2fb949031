/**
 * The print page's start (print.html): reads the sheet its address names and draws it. No bridge
 * and no IPC: everything comes from the local database, so it works offline, in Electron's
 * hidden print window (which has no preload) and in a browser tab. `window.sheetReady` settles
 * once the sheet is drawn, for whoever prints it (main, a test).
 */
import { mount, tick } from 'svelte';
import { paperForLocale, parseSheetSearch } from '../../../../preload/contract';
import { loadMessages, locales, m, resolveLanguage, setLanguageSource, type LanguageChoice } from '../../../../preload/i18n';
import { loadSheet, SheetError } from './load-sheet';
import PrintView from './PrintView.svelte';

export interface SheetReady {
  ok: boolean;
  /** Why it could not be drawn, in words. */
  message?: string;
}

declare global {
  interface Window {
    sheetReady?: Promise<SheetReady>;
  }
}

/**
 * Speaks the language the address names (the app's, which main or the screen put there), else
 * the browser's: the print page has no bridge to read Settings → Language from.
 */
async function speak(lang: string | undefined): Promise<void> {
  const base = lang?.split('-')[0] ?? '';
  const choice = (locales as readonly string[]).includes(base) ? (base as LanguageChoice) : 'system';
  const language = resolveLanguage(choice, lang ? [lang] : navigator.languages);
  await loadMessages(language.messages);
  setLanguageSource(() => language);
  document.documentElement.lang = language.tag;
}

/** "Page 2 of 5" in the page's bottom margin, in the sheet's language (CSS counters fill the numbers). */
function pageNumbers(): void {
  const [page, pages] = ['\u0001', '\u0002'];
  const content = m
    .print_page_of({ page, pages })
    .split(/(\u0001|\u0002)/)
    .filter(Boolean)
    .map((part) => (part === page ? 'counter(page)' : part === pages ? 'counter(pages)' : JSON.stringify(part)))
    .join(' ');
  // A constructed sheet: the app's CSP allows no inline <style>.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`@page { @bottom-right { content: ${content}; } }`);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

async function draw(target: HTMLElement, search: string, now: Date): Promise<SheetReady> {
  // The language first: even a sentence saying the address is wrong is in the app's language.
  await speak(new URLSearchParams(search).get('lang') ?? undefined);
  pageNumbers();
  const parsed = parseSheetSearch(search);
  // The locale Intl resolved (navigator.language may carry tags Intl refuses, "en-US@posix").
  const paper =
    (typeof parsed === 'object' && parsed.paper) || paperForLocale(new Intl.DateTimeFormat().resolvedOptions().locale);
  document.documentElement.dataset['paper'] = paper;
  let outcome: Parameters<typeof PrintView>[1]['outcome'];
  if (parsed === undefined) outcome = { failure: m.print_no_sheet() };
  else if (typeof parsed === 'string') outcome = { failure: parsed };
  else {
    try {
      const sheet = await loadSheet(parsed.request, now);
      document.title = `${sheet.sheet.header.title} – ${sheet.sheet.header.about[0] ?? ''}`;
      outcome = { sheet };
    } catch (error) {
      const message =
        error instanceof SheetError ? error.message : m.print_read_failed({ reason: (error as Error).message });
      outcome = { failure: message };
    }
  }
  mount(PrintView, { target, props: { outcome, paper } });
  await tick();
  await document.fonts.ready;
  await nextFrame();
  return 'failure' in outcome ? { ok: false, message: outcome.failure } : { ok: true };
}

export function startSheet(target: HTMLElement, search: string, now = new Date()): Promise<SheetReady> {
  const ready = draw(target, search, now);
  window.sheetReady = ready;
  // Opened by the preview's "Print…": the browser's print dialog once the sheet is drawn.
  if (new URLSearchParams(search).get('then') === 'print') {
    void ready.then((r) => r.ok && window.print());
  }
  return ready;
}
