import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const mainDir = path.resolve(import.meta.dirname, '../../../main');

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => path.join(e.parentPath, e.name));
}

const importsElectron = (text: string) =>
  /from\s+['"]electron['"]|import\(\s*['"]electron['"]\s*\)|require\(\s*['"]electron['"]\s*\)/.test(text);

describe('layering', () => {
  it('keeps main/core free of electron imports', () => {
    const offenders = sourceFiles(path.join(mainDir, 'core')).filter((f) =>
      importsElectron(fs.readFileSync(f, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('lets exactly one file touch safeStorage', () => {
    const users = sourceFiles(mainDir)
      .filter((f) => {
        const text = fs.readFileSync(f, 'utf8');
        return importsElectron(text) && /\bsafeStorage\b/.test(text);
      })
      .map((f) => path.relative(mainDir, f).split(path.sep).join('/'));
    expect(users).toEqual(['platform/safe-storage-cipher.ts']);
  });
});
