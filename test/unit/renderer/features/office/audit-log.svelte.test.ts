import { describe, expect, it } from 'vitest';
import type { AuditLogPageRows } from '../../../../../preload/contract';
import { NO_AUDIT_FILTERS } from '../../../../../renderer/src/features/office/audit-log-view';
import { AuditLog } from '../../../../../renderer/src/features/office/audit-log.svelte';
import { fakeBridge } from '../../support/fake-bridge';

const page = (ids: number[], next: string | null): AuditLogPageRows => ({
  entries: ids.map((id) => ({ id, documentType: 'i9' })),
  nextCursor: next,
});

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('AuditLog (the pages loaded on the Office screen)', () => {
  it('loads the first page, then the next on the cursor with the same filters', async () => {
    const bridge = fakeBridge();
    bridge.answer('auditLog', (q) => ((q as { cursor?: string }).cursor ? page([1], null) : page([3, 2], 'c1')));
    const log = new AuditLog(bridge.api);
    expect(log.load({ ...NO_AUDIT_FILTERS, documentType: 'i9' })).toBeUndefined();
    await settle();
    expect(log.paging?.entries.map((e) => e.id)).toEqual([3, 2]);
    await log.more();
    expect(log.paging?.entries.map((e) => e.id)).toEqual([3, 2, 1]);
    expect(bridge.calls.auditLog.mock.calls.map(([q]) => q)).toEqual([
      { limit: 50, documentType: 'i9' },
      { limit: 50, documentType: 'i9', cursor: 'c1' },
    ]);
    await log.more();
    expect(bridge.calls.auditLog).toHaveBeenCalledTimes(2);
  });

  it('sends nothing for filters that do not make sense', () => {
    const bridge = fakeBridge();
    const log = new AuditLog(bridge.api);
    expect(log.load({ ...NO_AUDIT_FILTERS, from: '2026-11-22', to: '2026-11-01' })).toBe(
      'The start date is after the end date.',
    );
    expect(bridge.calls.auditLog).not.toHaveBeenCalled();
  });

  it('drops an answer to older filters, and anything arriving after clear()', async () => {
    const bridge = fakeBridge();
    const pending: ((p: AuditLogPageRows) => void)[] = [];
    bridge.answer('auditLog', () => new Promise<AuditLogPageRows>((resolve) => pending.push(resolve)));
    const log = new AuditLog(bridge.api);
    log.load(NO_AUDIT_FILTERS);
    log.load({ ...NO_AUDIT_FILTERS, accessType: 'print' });
    await settle();
    pending[1]!(page([5], null));
    pending[0]!(page([9, 8], 'old'));
    await settle();
    expect(log.paging?.entries.map((e) => e.id)).toEqual([5]);

    log.load(NO_AUDIT_FILTERS);
    await settle();
    log.clear();
    pending[2]!(page([7], null));
    await settle();
    expect(log.paging).toBeUndefined();
    expect(log.loading).toBe(false);
  });

  it('keeps the loaded entries when "Load more" fails, and says why', async () => {
    const bridge = fakeBridge();
    bridge.answer('auditLog', (q) => {
      if ((q as { cursor?: string }).cursor) throw { code: 'network', message: 'The connection was reset.' };
      return page([2], 'c1');
    });
    const log = new AuditLog(bridge.api);
    log.load(NO_AUDIT_FILTERS);
    await settle();
    await log.more();
    expect(log.paging?.entries.map((e) => e.id)).toEqual([2]);
    expect((log.error as Error).message).toBe('The connection was reset.');
  });
});
