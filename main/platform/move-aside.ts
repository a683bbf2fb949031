import fs from 'node:fs';
import path from 'node:path';

/**
 * Renames an unusable store file to `<name>.corrupt-<time><ext>` beside it, so a fresh file can
 * take its place while the old content stays available for support. Returns the new file name.
 */
export function moveAsideFile(filePath: string, at: Date): string {
  const { dir, name, ext } = path.parse(filePath);
  // ':' is not allowed in Windows file names.
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  let target = path.join(dir, `${name}.corrupt-${stamp}${ext}`);
  for (let n = 2; fs.existsSync(target); n += 1) target = path.join(dir, `${name}.corrupt-${stamp}-${n}${ext}`);
  fs.renameSync(filePath, target);
  return path.basename(target);
}
