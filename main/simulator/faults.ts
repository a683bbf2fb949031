/** Faults a test or demo injects through POST /__simulator/faults. */
import { z } from 'zod';

const count = z.number().int().nonnegative().max(1_000_000).optional();

/** The body of POST /__simulator/faults; what it leaves out is cleared. */
export const faultsBodySchema = z.strictObject({
  latencyMs: z.number().int().nonnegative().max(600_000).optional(),
  failNext: count,
  rateLimitNext: count,
  dropAfterCommitNext: count,
});
export type FaultsBody = z.infer<typeof faultsBodySchema>;

export type FaultKind = 'rateLimit' | 'fail' | 'dropAfterCommit';

export class Faults {
  /** Replaces the default latency while set. */
  latencyMs: number | undefined;
  failNext = 0;
  rateLimitNext = 0;
  dropAfterCommitNext = 0;

  set(body: FaultsBody): void {
    this.latencyMs = body.latencyMs;
    this.failNext = body.failNext ?? 0;
    this.rateLimitNext = body.rateLimitNext ?? 0;
    this.dropAfterCommitNext = body.dropAfterCommitNext ?? 0;
  }

  /** Uses up one pending fault of this kind; true if there was one. */
  take(kind: FaultKind): boolean {
    const field = `${kind}Next` as const;
    if (this[field] <= 0) return false;
    this[field] -= 1;
    return true;
  }

  toJSON(): FaultsBody {
    return {
      ...(this.latencyMs === undefined ? {} : { latencyMs: this.latencyMs }),
      failNext: this.failNext,
      rateLimitNext: this.rateLimitNext,
      dropAfterCommitNext: this.dropAfterCommitNext,
    };
  }
}
