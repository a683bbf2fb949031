/** Faults a test or demo injects through POST /__simulator/faults. */
import { z } from 'zod';

const count = z.number().int().nonnegative().max(1_000_000).optional();

/** The body of POST /__simulator/faults; what it leaves out is cleared. */
export const faultsBodySchema = z
  .strictObject({
    latencyMs: z.number().int().nonnegative().max(600_000).optional(),
    failNext: count,
    rateLimitNext: count,
    /**
     * The Retry-After the next 429s carry, as sent (seconds or an HTTP date); '' sends none.
     * Left out: '1', one second.
     */
    retryAfter: z.string().max(100).optional(),
    dropAfterCommitNext: count,
    /** A venue's network gone: every connection refused for this long from now. */
    offlineForMs: z.number().int().nonnegative().max(86_400_000).optional(),
    /** A venue's flaky network: from now, connections refused for `dropForMs` out of every `dropEveryMs`. */
    dropEveryMs: z.number().int().positive().max(86_400_000).optional(),
    dropForMs: z.number().int().nonnegative().max(86_400_000).optional(),
  })
  .refine((b) => (b.dropEveryMs === undefined) === (b.dropForMs === undefined), {
    message: 'dropEveryMs and dropForMs go together',
  })
  .refine((b) => b.dropEveryMs === undefined || (b.dropForMs ?? 0) < b.dropEveryMs, {
    message: 'dropForMs must be shorter than dropEveryMs',
  });
export type FaultsBody = z.infer<typeof faultsBodySchema>;

export type FaultKind = 'rateLimit' | 'fail' | 'dropAfterCommit';

export class Faults {
  /** Replaces the default latency while set. */
  latencyMs: number | undefined;
  failNext = 0;
  rateLimitNext = 0;
  retryAfter: string | undefined;
  dropAfterCommitNext = 0;
  #offlineUntil = 0;
  #drops: { from: number; everyMs: number; forMs: number } | undefined;

  constructor(private readonly clock: () => number = Date.now) {}

  set(body: FaultsBody): void {
    const now = this.clock();
    this.#offlineUntil = body.offlineForMs === undefined ? 0 : now + body.offlineForMs;
    this.#drops =
      body.dropEveryMs === undefined ? undefined : { from: now, everyMs: body.dropEveryMs, forMs: body.dropForMs ?? 0 };
    this.latencyMs = body.latencyMs;
    this.failNext = body.failNext ?? 0;
    this.rateLimitNext = body.rateLimitNext ?? 0;
    this.retryAfter = body.retryAfter;
    this.dropAfterCommitNext = body.dropAfterCommitNext ?? 0;
  }

  /**
   * Whether the network is down now: offline, or in a drop. A drop cycle starts up (the network
   * works for everyMs - forMs) and ends down, so a bench sees the network return at once.
   */
  networkDown(now = this.clock()): boolean {
    if (now < this.#offlineUntil) return true;
    const d = this.#drops;
    if (!d || d.forMs === 0) return false;
    const into = (now - d.from) % d.everyMs;
    return into >= d.everyMs - d.forMs;
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
      ...(this.retryAfter === undefined ? {} : { retryAfter: this.retryAfter }),
      dropAfterCommitNext: this.dropAfterCommitNext,
      ...(this.#offlineUntil > this.clock() ? { offlineForMs: this.#offlineUntil - this.clock() } : {}),
      ...(this.#drops ? { dropEveryMs: this.#drops.everyMs, dropForMs: this.#drops.forMs } : {}),
    };
  }
}
