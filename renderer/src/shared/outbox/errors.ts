import { CodedError } from '../../../../preload/contract';

/** The one error type of the outbox: a code a screen can branch on and a sentence it can show. */
export type OutboxErrorCode = 'invalid-order' | 'invalid-edit' | 'not-allowed' | 'not-found' | 'no-database';

export class OutboxError extends CodedError<OutboxErrorCode> {
  override name = 'OutboxError';
}
