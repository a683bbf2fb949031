/**
 * The print page's start (print.html): reads the sheet its address names and draws it. No bridge
 * and no IPC: everything comes from the local database, so it works offline, in Electron's
 * hidden print window (which has no preload) and in a browser tab. `window.sheetReady` settles
 * once the sheet is drawn, for whoever prints it (main, a test).
 */
import { mount, tick } from 'svelte';
import { paperForLocale, parseSheetSearch } from '../../../../preload/contract';
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

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

async function draw(target: HTMLElement, search: string, now: Date): Promise<SheetReady> {
  const parsed = parseSheetSearch(search);
  // The locale Intl resolved (navigator.language may carry tags Intl refuses, "en-US@posix").
  const paper = (typeof parsed === 'object' && parsed.paper) || paperForLocale(new Intl.DateTimeFormat().resolvedOptions().locale);
  document.documentElement.dataset['paper'] = paper;
  let outcome: Parameters<typeof PrintView>[1]['outcome'];
  if (parsed === undefined) outcome = { failure: 'This address names no sheet.' };
  else if (typeof parsed === 'string') outcome = { failure: parsed };
  else {
    try {
      const sheet = await loadSheet(parsed.request, now);
      document.title = `${sheet.sheet.header.title} – ${sheet.sheet.header.about[0] ?? ''}`;
      outcome = { sheet };
    } catch (error) {
      const message =
        error instanceof SheetError ? error.message : `The local data could not be read (${(error as Error).message}).`;
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
