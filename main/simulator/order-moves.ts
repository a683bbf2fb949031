/**
 * How the office moves a worker order in the simulator: by hand through the control endpoint
 * (POST /__simulator/orders/{order_id}), and in demo mode by itself, approving each new order
 * after about two minutes and completing it after about ten, so a demo shows the whole path.
 */
import { z } from 'zod';
import { nowStamp } from './time.js';
import type { WorkerOrder } from './types.js';

/** The body of the control endpoint: any of the two fields, nothing else. */
export const orderMoveSchema = z
  .strictObject({
    status: z.enum(['0', '1', '2']).optional(),
    response_message: z.string().max(2000).nullable().optional(),
  })
  .refine((b) => b.status !== undefined || b.response_message !== undefined, {
    message: 'give status or response_message',
  });
export type OrderMove = z.infer<typeof orderMoveSchema>;

/** Sets what the move names; the status time is when the office made it. */
export function moveOrder(order: WorkerOrder, move: OrderMove, at: Date): WorkerOrder {
  if (move.status !== undefined) order.status = move.status;
  if (move.response_message !== undefined) order.response_message = move.response_message;
  order.status_datetime = nowStamp(at);
  return order;
}

export interface AutoProgress {
  approveAfterMs: number;
  completeAfterMs: number;
}

/** Demo mode's pace (API.md). */
export const DEMO_PROGRESS: AutoProgress = { approveAfterMs: 2 * 60_000, completeAfterMs: 10 * 60_000 };

const STEPS = [
  { after: 'approveAfterMs', status: '1', message: 'Approved: pick it up at the supply trailer (trailer 3).' },
  { after: 'completeAfterMs', status: '2', message: 'Handed over at trailer 3.' },
] as const;

/**
 * Orders moving by themselves. Read lazily: each order is brought up to date when it is read,
 * with the status time of the step it reached, so no timer outlives the server.
 */
export class OrderAutoProgress {
  /** Per order: when it was created and how many steps it has taken. */
  readonly #orders = new Map<string, { createdMs: number; steps: number }>();

  constructor(private readonly pace: AutoProgress) {}

  created(order: WorkerOrder, at: Date): void {
    this.#orders.set(order.id, { createdMs: at.getTime(), steps: 0 });
  }

  bringUpToDate(order: WorkerOrder, now: Date): void {
    const progress = this.#orders.get(order.id);
    if (!progress) return;
    while (progress.steps < STEPS.length) {
      const step = STEPS[progress.steps]!;
      const dueMs = progress.createdMs + this.pace[step.after];
      if (dueMs > now.getTime()) return;
      moveOrder(order, { status: step.status, response_message: step.message }, new Date(dueMs));
      progress.steps++;
    }
  }
}
