/**
 * A file written whole or not at all: the bytes go to a temporary file beside the target, which
 * is renamed over it only once complete and flushed. A full disk or a refused folder leaves no
 * half-written PDF behind (the temporary file is removed) and any earlier file of that name as it was.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export async function writeFileAtomic(target: string, bytes: Uint8Array): Promise<void> {
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(4).toString('hex')}.part`);
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(temp, 'wx');
    await handle.writeFile(bytes);
    await handle.sync();
    await handle.close();
    handle = undefined;
    await fs.rename(temp, target);
  } catch (error) {
    await handle?.close().catch(() => undefined);
    await fs.rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
}
