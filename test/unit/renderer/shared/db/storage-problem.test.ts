import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { isDiskFull, storageProblemWords } from '../../../../../renderer/src/shared/db/storage-problem';

const quota = () => new DOMException('The current transaction exceeded its quota limitations.', 'QuotaExceededError');

describe('a refused local write, in words', () => {
  it('knows a full disk however Dexie wraps it: itself, inside an aborted transaction, in a bulk failure', () => {
    expect(isDiskFull(quota())).toBe(true);
    expect(isDiskFull(new Dexie.AbortError('Transaction aborted', quota()))).toBe(true);
    expect(isDiskFull(new Dexie.BulkError('2 of 3 failed', [quota()]))).toBe(true);
    expect(isDiskFull(new Dexie.AbortError('Transaction aborted', new Error('other')))).toBe(false);
    expect(isDiskFull('QuotaExceededError')).toBe(false);
  });

  it('says a full disk in plain words and anything else by its message', () => {
    expect(storageProblemWords(new Dexie.AbortError('Transaction aborted', quota()))).toMatch(
      /^The disk is full .*nothing was saved\. Free some space, then try again\.$/,
    );
    expect(storageProblemWords(new Error('Database closed'))).toBe('Database closed');
  });
});
