/** Native dialogs the page asks for through main: today, saving a CSV export. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { app, dialog, type BrowserWindow, type SaveDialogOptions } from 'electron';
import { m } from '../../preload/i18n/index.js';
import { ExpectedError } from '../core/ipc/expected-error.js';

export interface SavedFile {
  saved: boolean;
  path: string | undefined;
}

/** Excel reads a CSV without a byte-order mark in the system code page and garbles accents. */
const UTF8_BOM = '\uFEFF';

export function createCsvSaver(getWindow: () => BrowserWindow | undefined) {
  return async function saveCsv(suggestedName: string, csv: string): Promise<SavedFile> {
    const options: SaveDialogOptions = {
      title: m.main_csv_title(),
      defaultPath: path.join(app.getPath('documents'), withCsvExtension(suggestedName)),
      filters: [{ name: m.main_csv_filter(), extensions: ['csv'] }],
    };
    const window = getWindow();
    const result =
      window && !window.isDestroyed()
        ? await dialog.showSaveDialog(window, options)
        : await dialog.showSaveDialog(options);
    if (result.canceled || !result.filePath) return { saved: false, path: undefined };
    // Some Linux file choosers return the typed name without the filter's extension.
    const target = path.extname(result.filePath) ? result.filePath : `${result.filePath}.csv`;
    try {
      await fs.writeFile(target, UTF8_BOM + csv, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new ExpectedError('save-failed', code ? m.main_csv_failed_code({ code }) : m.main_csv_failed());
    }
    return { saved: true, path: target };
  };
}

function withCsvExtension(name: string): string {
  return name.toLowerCase().endsWith('.csv') ? name : `${name}.csv`;
}
