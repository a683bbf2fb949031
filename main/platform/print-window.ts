/**
 * Printing a sheet: the print view (print.html, the app's own files) is loaded in a hidden
 * window with no preload, no navigation and no new windows, and once it says it is drawn it
 * goes to the system print dialog or to printToPDF. A PDF's place is asked first, the file is
 * written whole or not at all (core/print/atomic-write.ts), then shown in its folder if wanted.
 */
import path from 'node:path';
import { app, BrowserWindow, dialog, shell, type WebContents } from 'electron';
import { sheetSearch, type PrintRequest } from '../../preload/contract.js';
import { formatTag, m } from '../../preload/i18n/index.js';
import { APP_ORIGIN } from '../core/app-origin.js';
import type { SheetPrinter } from '../core/app-core-deps.js';
import { ExpectedError } from '../core/ipc/expected-error.js';
import { writeFileAtomic } from '../core/print/atomic-write.js';
import { pdfOptions, printOptions } from '../core/print/pdf-options.js';
import { printFailureWords, saveFailureWords } from '../core/print/print-failure-words.js';

/** What print.html's `window.sheetReady` settles with. */
interface SheetReady {
  ok: boolean;
  message?: string;
}

/** A file name from a sheet's title: no characters any file system refuses. */
export function pdfFileName(title: string): string {
  const name = title.replace(/[/\\:*?"<>|\0]/g, '-').replace(/\s+/g, ' ').trim().slice(0, 100) || 'Sheet';
  return `${name}.pdf`;
}

export function sheetUrl(request: PrintRequest): string {
  // The sheet speaks the app's language: the page has no bridge to read the setting from.
  return `${APP_ORIGIN}/print.html${sheetSearch(request.request, request.paper, formatTag())}`;
}

/** Loads the sheet in a hidden window, hands its page to `use`, and always closes the window. */
async function withSheet<T>(request: PrintRequest, use: (contents: WebContents) => Promise<T>): Promise<T> {
  const window = new BrowserWindow({
    show: false,
    width: 900,
    height: 1200,
    title: request.title,
    webPreferences: {
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    },
  });
  const { webContents } = window;
  webContents.on('will-navigate', (event) => event.preventDefault());
  webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
  try {
    await window.loadURL(sheetUrl(request));
    const ready = (await webContents.executeJavaScript('window.sheetReady', true)) as SheetReady | undefined;
    if (!ready?.ok) throw new ExpectedError('sheet-failed', ready?.message ?? m.print_sheet_failed());
    return await use(webContents);
  } finally {
    window.destroy();
  }
}

function systemPrint(contents: WebContents, request: PrintRequest): Promise<{ printed: boolean }> {
  return new Promise((resolve, reject) => {
    contents.print(printOptions(request.paper), (success, failureReason) => {
      if (success) resolve({ printed: true });
      // Cancelling the dialog is a choice, not a failure: the screen stays as it was.
      else if (/cancel/i.test(failureReason)) resolve({ printed: false });
      else reject(new ExpectedError('print-failed', printFailureWords(failureReason)));
    });
  });
}

export function createSheetPrinter(getWindow: () => BrowserWindow | undefined): SheetPrinter {
  const parentWindow = () => {
    const parent = getWindow();
    return parent && !parent.isDestroyed() ? parent : undefined;
  };
  /** Saved: the file is there whole; the supervisor may want to see it in its folder. */
  async function offerFolder(target: string): Promise<void> {
    const options = {
      type: 'info' as const,
      message: m.print_saved_title(),
      detail: target,
      buttons: [m.print_show_in_folder(), m.print_close()],
      defaultId: 1,
      cancelId: 1,
    };
    const parent = parentWindow();
    const { response } = parent ? await dialog.showMessageBox(parent, options) : await dialog.showMessageBox(options);
    if (response === 0) shell.showItemInFolder(target);
  }
  return {
    print: (request) => withSheet(request, (contents) => systemPrint(contents, request)),

    async savePdf(request) {
      const options = {
        title: m.print_save_pdf(),
        defaultPath: path.join(app.getPath('documents'), pdfFileName(request.title)),
        filters: [{ name: 'PDF', extensions: ['pdf'] }],
      };
      const parent = parentWindow();
      const chosen = parent ? await dialog.showSaveDialog(parent, options) : await dialog.showSaveDialog(options);
      if (chosen.canceled || !chosen.filePath) return { saved: false, path: undefined };
      const target = path.extname(chosen.filePath) ? chosen.filePath : `${chosen.filePath}.pdf`;
      const pdf = await withSheet(request, (contents) => contents.printToPDF(pdfOptions(request.paper, request.title)));
      try {
        await writeFileAtomic(target, pdf);
      } catch (error) {
        throw new ExpectedError('save-failed', saveFailureWords((error as NodeJS.ErrnoException).code));
      }
      await offerFolder(target);
      return { saved: true, path: target };
    },
  };
}
