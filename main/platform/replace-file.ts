import { randomUUID } from 'node:crypto';
import fs from 'node:fs';

/**
 * Replaces a store file whole or not at all: the text goes to a temporary file beside it, is
 * flushed to disk, and only then renamed over the old one. electron-store's own writer does not
 * check that every byte was written, and a nearly full disk accepts part of a write without an
 * error: it renamed the cut-off file over the settings. Here a refused rest throws, the
 * temporary file goes, and the old file stays.
 */
export function replaceFile(filePath: string, text: string, mode = 0o666): void {
  const temp = `${filePath}.${randomUUID().slice(0, 8)}.tmp`;
  let fd: number | undefined;
  try {
    fd = fs.openSync(temp, 'w', mode);
    // writeFileSync goes on after a short write, so a disk that refuses the rest throws.
    fs.writeFileSync(fd, text);
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fd = undefined;
    fs.renameSync(temp, filePath);
  } catch (error) {
    if (fd !== undefined) fs.closeSync(fd);
    fs.rmSync(temp, { force: true });
    throw error;
  }
}

/** The layout electron-store reads and writes (tab-indented JSON). */
export const storeText = (value: unknown): string => JSON.stringify(value, undefined, '\t');
