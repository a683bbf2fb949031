/**
 * A failure the user can act on ("that key is empty", "settings rejected"). Its code and
 * message cross IPC as they are, so the message must be written for a supervisor and must
 * never contain secrets. Any other error becomes a generic 'internal' failure.
 */
import { CodedError } from '../../../preload/contract.js';

export class ExpectedError extends CodedError {
  override name = 'ExpectedError';
}
