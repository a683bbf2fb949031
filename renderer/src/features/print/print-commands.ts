/**
 * "Print…" and "Save as PDF…" from a screen: in Electron main prints the sheet in a hidden
 * window (print:sheet, print:save-pdf); in the browser preview, where main has no printer, the
 * sheet opens in a tab of its own and the browser's print dialog opens over it (its printers
 * include "Save as PDF"). A cancelled dialog changes nothing; a failure is a sentence.
 */
import {
  paperForLocale,
  sheetSearch,
  type PrintRequest,
  type SheetRequest,
  type WorkforceApi,
} from '../../../../preload/contract';
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

export function printRequest(request: SheetRequest, title: string): PrintRequest {
  return { request, title, paper: paperForLocale(new Intl.DateTimeFormat().resolvedOptions().locale) };
}

function inBrowser(deps: PrintDeps, print: PrintRequest, mode: PrintMode): void {
  const open = deps.openTab ?? ((url: string) => window.open(url, '_blank'));
  const tab = open(`print.html${sheetSearch(print.request, print.paper)}&then=print`);
  if (!tab) {
    deps.toasts.show('The browser blocked the sheet’s tab: allow pop-ups for this address and try again.', 'error');
  } else if (mode === 'pdf') {
    deps.toasts.show('In the browser’s print dialog, choose “Save as PDF” as the printer.');
  }
}

export async function printSheet(deps: PrintDeps, print: PrintRequest, mode: PrintMode): Promise<void> {
  try {
    if (mode === 'print') {
      const { printed } = await call(deps.bridge.printSheet(print));
      if (printed) deps.toasts.show(`${print.title}: sent to the printer.`);
    } else {
      const { saved, path } = await call(deps.bridge.savePdf(print));
      if (saved) deps.toasts.show(`Saved ${print.title} to ${path ?? 'the chosen folder'}.`);
    }
  } catch (e) {
    if (e instanceof BridgeError && e.code === PRINT_IN_BROWSER) inBrowser(deps, print, mode);
    else deps.toasts.show(`${mode === 'print' ? 'Not printed' : 'Not saved'}: ${(e as Error).message}`, 'error');
  }
}
