import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Replaces a store file whole or not at all, the first write included: the text goes to a new
 * temporary file beside it, is flushed to disk, and only then renamed over the old one (or into
 * place, the first time). electron-store's own writer does not check that every byte was
 * written (a nearly full disk accepts part of a write without an error, and it renamed the cut
 * file over the settings), and where a rename fails (EXDEV) it writes the file in place. Here
 * any refusal throws, the temporary file goes, and the old file, or no file, stays.
 */
export function replaceFile(filePath: string, text: string, mode = 0o666): void {
  const dir = path.dirname(filePath);
  // The first write may come before anything made the folder (electron-store made it too).
  fs.mkdirSync(dir, { recursive: true });
  const temp = `${filePath}.${randomUUID().slice(0, 8)}.tmp`;
  let fd: number | undefined;
  try {
    // 'wx': a new file of our own, never one already there under that name.
    fd = fs.openSync(temp, 'wx', mode);
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
  syncFolder(dir);
}

/**
 * Flushes the folder's entries, so the rename, and a first file's very name, survive a power
 * cut. Windows cannot open a folder for this, and its renames are journalled: skipped there.
 */
function syncFolder(dir: string): void {
  if (process.platform === 'win32') return;
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** The layout electron-store reads and writes (tab-indented JSON). */
export const storeText = (value: unknown): string => JSON.stringify(value, undefined, '\t');
