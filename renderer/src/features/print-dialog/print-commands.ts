/**
 * "Print…" and "Save as PDF…" from a screen: in Electron main prints the sheet in a hidden
 * window (print:sheet, print:save-pdf); in the browser preview, where main has no printer, the
 * sheet opens in a tab of its own and the browser's print dialog opens over it (its printers
 * include "Save as PDF"). A cancelled dialog changes nothing; a failure is a sentence.
 */
import {
  paperForLocale,
  sheetSearch,
  type Paper,
  type PaperSetting,
  type PrintRequest,
  type SheetRequest,
  type WorkforceApi,
} from '../../../../preload/contract';
import { formatTag, m } from '../../../../preload/i18n';
import { BridgeError, call } from '../../shared/bridge';
import type { Toasts } from '../../shared/state/toasts.svelte';

/** main/core/print/print-handlers.ts's code: this main has no printer, the browser prints. */
const PRINT_IN_BROWSER = 'print-in-browser';

export type PrintMode = 'print' | 'pdf';

export interface PrintDeps {
  bridge: WorkforceApi;
  toasts: Toasts;
  /** Opens a page of the app in a new tab; null when the browser refused (a pop-up blocker). */
  openTab?: (url: string) => unknown;
}

/** Settings → Printing: a named paper, or the one the region prints on (Letter in the US and Canada, A4 elsewhere). */
export function paperOf(setting: PaperSetting | undefined): Paper {
  return setting === 'letter' || setting === 'a4' ? setting : paperForLocale(formatTag());
}

/** What the print dialog asks: which shifts (an event's sheet), which day (the roster), the paper. */
export interface PrintChoice {
  allShifts: boolean;
  /** "YYYY-MM-DD". */
  day: string;
  paper: Paper;
}

export function printRequest(request: SheetRequest, title: string, choice: Pick<PrintChoice, 'paper'>): PrintRequest {
  return { request, title, paper: choice.paper };
}

function inBrowser(deps: PrintDeps, print: PrintRequest, mode: PrintMode): void {
  const open = deps.openTab ?? ((url: string) => window.open(url, '_blank'));
  const tab = open(`print.html${sheetSearch(print.request, print.paper, formatTag())}&then=print`);
  if (!tab) {
    deps.toasts.show(m.print_tab_blocked(), 'error');
  } else if (mode === 'pdf') {
    deps.toasts.show(m.print_choose_pdf());
  }
}

export async function printSheet(deps: PrintDeps, print: PrintRequest, mode: PrintMode): Promise<void> {
  try {
    if (mode === 'print') {
      const { printed } = await call(deps.bridge.printSheet(print));
      if (printed) deps.toasts.show(m.print_sent({ title: print.title }));
    } else {
      const { saved, path } = await call(deps.bridge.savePdf(print));
      if (saved && path) deps.toasts.show(m.print_saved({ title: print.title, path }));
    }
  } catch (e) {
    const reason = (e as Error).message;
    if (e instanceof BridgeError && e.code === PRINT_IN_BROWSER) inBrowser(deps, print, mode);
    else deps.toasts.show(mode === 'print' ? m.print_not_printed({ reason }) : m.print_not_saved({ reason }), 'error');
  }
}
