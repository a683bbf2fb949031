/**
 * A PDF read back as the text of each page, item by item with its place on the page, through
 * unpdf (PDF.js for Node, from npm: no system tool needed).
 */
import { getDocumentProxy } from 'unpdf';

export interface PdfItem {
  text: string;
  /** Points from the page's left and bottom. */
  x: number;
  y: number;
}

export interface PdfPage {
  items: PdfItem[];
  /** The page's items joined with spaces, in reading order. */
  text: string;
}

export async function pdfPages(pdf: Uint8Array): Promise<PdfPage[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const pages: PdfPage[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    const runs = content.items
      .filter((item): item is typeof item & { str: string; transform: number[]; width: number } => 'str' in item)
      .map((item) => ({ text: item.str, x: item.transform[4]!, y: item.transform[5]!, end: item.transform[4]! + item.width }));
    // Chromium writes a word in pieces where it kerns ("sta", "ff", "jacket"): a piece that
    // starts where the last one ended, on the same line, is the same word.
    const joined: typeof runs = [];
    for (const run of runs) {
      const last = joined.at(-1);
      if (last && Math.abs(last.y - run.y) < 0.5 && Math.abs(run.x - last.end) < 0.5 && !/\s$/.test(last.text)) {
        last.text += run.text;
        last.end = run.end;
      } else joined.push({ ...run });
    }
    const items = joined.map(({ text, x, y }) => ({ text: text.trim(), x, y })).filter((item) => item.text !== '');
    pages.push({ items, text: items.map((i) => i.text).join(' ').replace(/\s+/g, ' ') });
  }
  await document.cleanup();
  return pages;
}
