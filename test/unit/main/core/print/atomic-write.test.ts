import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../../../../../main/core/print/atomic-write.js';
import { saveFailureWords } from '../../../../../main/core/print/print-failure-words.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atomic-'));
afterEach(() => {
  for (const name of fs.readdirSync(dir)) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
});

describe('writeFileAtomic', () => {
  it('replaces a file with the whole new content and leaves nothing else', async () => {
    const target = path.join(dir, 'sheet.pdf');
    fs.writeFileSync(target, 'old');
    await writeFileAtomic(target, new TextEncoder().encode('new'));
    expect(fs.readFileSync(target, 'utf8')).toBe('new');
    expect(fs.readdirSync(dir)).toEqual(['sheet.pdf']);
  });

  it('removes its temporary file when the last step fails, and throws the file system’s code', async () => {
    // A folder of that name: the rename over it fails after the bytes were written.
    const target = path.join(dir, 'taken');
    fs.mkdirSync(target);
    fs.writeFileSync(path.join(target, 'inside'), 'x');
    await expect(writeFileAtomic(target, new Uint8Array([1, 2, 3]))).rejects.toMatchObject({ code: expect.any(String) });
    expect(fs.readdirSync(dir)).toEqual(['taken']);
  });
});

describe('save failures in words', () => {
  it.each([
    ['ENOSPC', /disk is full.*nothing was left behind/],
    ['EACCES', /cannot be written to/],
    ['EROFS', /cannot be written to/],
    ['ENOENT', /no longer exists/],
    [undefined, /could not be saved\. Nothing was left behind/],
  ])('%s', (code, words) => expect(saveFailureWords(code)).toMatch(words));
});
