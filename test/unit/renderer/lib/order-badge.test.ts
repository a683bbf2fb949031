import { describe, expect, it } from 'vitest';
import { orderBadge } from '../../../../renderer/src/lib/orders-view';

describe('orderBadge, the one badge rule', () => {
  it('rejected and not-sure orders need attention; queued and sending ones are waiting; placed ones count for nothing', () => {
    expect(orderBadge({ queued: 3, sending: 1, delivered: 9, rejected: 2, unknown: 1 })).toEqual({
      attention: 3,
      waiting: 4,
    });
  });

  it('is zero before the counts are read', () => {
    expect(orderBadge(undefined)).toEqual({ attention: 0, waiting: 0 });
  });
});
