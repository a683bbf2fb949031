import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PrintRequest } from '../../../../preload/contract.js';
import { createSheetPrinter, pdfFileName } from '../../../../main/platform/print-window.js';
import { fakeElectron } from '../../../fakes/electron.js';
import { FakeBrowserWindow } from '../../../fakes/electron/browser-window.js';
import { useFreshPlatform } from './helpers.js';

const dir = useFreshPlatform('print-');
const { dialog, shell } = fakeElectron;
beforeEach(() => fakeElectron.setUserDataDir(dir()));

const request: PrintRequest = {
  request: { sheet: 'sign-in', db: 'fieldsup-demo', eventId: '42', allShifts: false },
  paper: 'letter',
  title: 'Sign-in sheet – Harbour Gala: 22/11',
};
const printer = createSheetPrinter(() => undefined);
const configure = (setup: (w: FakeBrowserWindow) => void) => (FakeBrowserWindow.configure = setup);
const lastWindow = () => FakeBrowserWindow.created.at(-1)!;
const filesIn = (folder: string) => fs.readdirSync(folder).sort();

describe('the hidden print window', () => {
  it('loads the sheet from the app’s own files, hidden, with no preload, and closes after', async () => {
    await expect(printer.print(request)).resolves.toEqual({ printed: true });
    const window = lastWindow();
    expect(window.options).toMatchObject({ show: false });
    expect(window.options['webPreferences']).toMatchObject({ sandbox: true, contextIsolation: true, nodeIntegration: false });
    expect(window.options['webPreferences']).not.toHaveProperty('preload');
    // In the app's language: the page has no bridge to read the setting from.
    expect(window.webContents.url).toBe(
      'app://field-supervisor/print.html?sheet=sign-in&db=fieldsup-demo&event=42&paper=letter&lang=en',
    );
    expect(window.webContents.navigate('https://example.com/').defaultPrevented).toBe(true);
    expect(window.webContents.requestWindowOpen('https://example.com/')).toEqual({ action: 'deny' });
    expect(window.webContents.printCalls).toEqual([
      { silent: false, printBackground: false, landscape: false, pageSize: 'Letter' },
    ]);
    expect(window.isDestroyed()).toBe(true);
  });

  it('says a cancelled print dialog was cancelled, and a missing printer in words', async () => {
    configure((w) => (w.webContents.printResult = { success: false, failureReason: 'Print job canceled' }));
    await expect(printer.print(request)).resolves.toEqual({ printed: false });
    configure((w) => (w.webContents.printResult = { success: false, failureReason: 'No printers available' }));
    await expect(printer.print(request)).rejects.toMatchObject({ code: 'print-failed', message: /No printer is set up/ });
    expect(lastWindow().isDestroyed()).toBe(true);
  });

  it('prints nothing when the sheet could not be drawn, and says why', async () => {
    configure((w) => (w.webContents.scriptResult = { ok: false, message: 'Event 42 is not stored on this computer.' }));
    await expect(printer.print(request)).rejects.toMatchObject({ code: 'sheet-failed', message: /not stored/ });
    expect(lastWindow().webContents.printCalls).toEqual([]);
    expect(lastWindow().isDestroyed()).toBe(true);
  });
});

describe('Save as PDF', () => {
  it('asks where (a PDF in Documents, named for the sheet), renders with the paper and page numbers, and writes it whole', async () => {
    const target = path.join(dir(), 'gala.pdf');
    dialog.saveDialogResults.push({ canceled: false, filePath: target });
    dialog.messageBoxResults.push({ response: 0, checkboxChecked: false });
    await expect(printer.savePdf({ ...request, paper: 'a4' })).resolves.toEqual({ saved: true, path: target });
    expect(dialog.calls[0]?.options).toMatchObject({
      defaultPath: path.join(fakeElectron.app.getPath('documents'), 'Sign-in sheet – Harbour Gala- 22-11.pdf'),
      filters: [{ name: 'PDF', extensions: ['pdf'] }],
    });
    const [options] = lastWindow().webContents.pdfCalls;
    expect(options).toMatchObject({ pageSize: 'A4', landscape: false, printBackground: false, displayHeaderFooter: true });
    expect(options!['footerTemplate']).toMatch(/Page <span class="pageNumber"><\/span> of <span class="totalPages"><\/span>/);
    expect(fs.readFileSync(target, 'utf8')).toBe('%PDF-1.4 fake');
    expect(filesIn(dir())).toEqual(['gala.pdf']);
    // Then the offer to show it in its folder, taken.
    expect(dialog.calls[1]).toMatchObject({ method: 'showMessageBox', options: { buttons: ['Show in folder', 'Close'] } });
    expect(shell.openedPaths).toEqual([target]);
  });

  it('does nothing when the dialog is cancelled', async () => {
    await expect(printer.savePdf(request)).resolves.toEqual({ saved: false, path: undefined });
    expect(FakeBrowserWindow.created).toEqual([]);
  });

  it('leaves no half-written file and an older file untouched when the folder refuses the write', async () => {
    const folder = path.join(dir(), 'locked');
    fs.mkdirSync(folder);
    const target = path.join(folder, 'gala.pdf');
    fs.writeFileSync(target, 'yesterday');
    fs.chmodSync(folder, 0o500);
    dialog.saveDialogResults.push({ canceled: false, filePath: target });
    try {
      const outcome = printer.savePdf(request);
      // root writes anywhere: there the refusal is the folder vanishing instead.
      if (process.getuid?.() === 0) fs.rmSync(folder, { recursive: true, force: true });
      await expect(outcome).rejects.toMatchObject({ code: 'save-failed', message: /folder/ });
    } finally {
      if (fs.existsSync(folder)) fs.chmodSync(folder, 0o700);
    }
    if (fs.existsSync(folder)) {
      expect(filesIn(folder)).toEqual(['gala.pdf']);
      expect(fs.readFileSync(target, 'utf8')).toBe('yesterday');
    }
  });

  it('a rendering failure writes nothing', async () => {
    const target = path.join(dir(), 'gala.pdf');
    dialog.saveDialogResults.push({ canceled: false, filePath: target });
    configure((w) => (w.webContents.pdfResult = new Error('Printing failed')));
    await expect(printer.savePdf(request)).rejects.toThrow('Printing failed');
    expect(filesIn(dir())).toEqual([]);
  });
});

describe('pdf file names', () => {
  it('keep the title without characters file systems refuse', () => {
    expect(pdfFileName('Orders: 22/11 <all>')).toBe('Orders- 22-11 -all-.pdf');
    expect(pdfFileName('   ')).toBe('Sheet.pdf');
  });
});
