/**
 * What a sheet is printed and saved with: the paper, portrait, margins, no background colours,
 * and for a PDF a footer carrying "Page x of y". Pure, so the options are tested without Electron.
 */
import type { Paper } from '../../../preload/contract.js';
import { m } from '../../../preload/i18n/index.js';

const PAGE_SIZE: Readonly<Record<Paper, 'Letter' | 'A4'>> = { letter: 'Letter', a4: 'A4' };

/** Inches, as printToPDF takes them: room at the bottom for the footer. */
export const PDF_MARGINS = { top: 0.45, bottom: 0.6, left: 0.45, right: 0.45 } as const;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** "Page x of y" in the app's language, Chromium's number fields in place of x and y. */
function pageOf(): string {
  const [page, pages] = ['\u0001', '\u0002'];
  return escapeHtml(m.print_page_of({ page, pages }))
    .replace(page, '<span class="pageNumber"></span>')
    .replace(pages, '<span class="totalPages"></span>');
}

/**
 * Chromium fills `pageNumber` and `totalPages` in the footer; the sheet's own bottom margin box
 * carries the same words for the browser's print, so the PDF keeps one: this footer.
 */
export function pdfFooter(title: string): string {
  return (
    '<div style="width:100%;font:8pt sans-serif;color:#000;padding:0 0.45in;display:flex;justify-content:space-between">' +
    `<span>${escapeHtml(title)}</span>` +
    `<span>${pageOf()}</span></div>`
  );
}

export function pdfOptions(paper: Paper, title: string) {
  return {
    pageSize: PAGE_SIZE[paper],
    landscape: false,
    printBackground: false,
    margins: { ...PDF_MARGINS },
    displayHeaderFooter: true,
    headerTemplate: '<span></span>',
    footerTemplate: pdfFooter(title),
    preferCSSPageSize: false,
  };
}

export function printOptions(paper: Paper) {
  return {
    silent: false,
    printBackground: false,
    landscape: false,
    pageSize: PAGE_SIZE[paper],
  };
}
