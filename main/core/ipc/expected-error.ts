/**
 * A failure the user can act on ("that key is empty", "settings rejected"). Its code and
 * message cross IPC as they are, so the message must be written for a supervisor and must
 * never contain secrets. Any other error becomes a generic 'internal' failure.
 */
export class ExpectedError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'ExpectedError';
    this.code = code;
  }
}
