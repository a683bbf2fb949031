/**
 * An error that carries a code a screen can branch on beside a sentence it can show. Main's
 * ExpectedError and the renderer's OutboxError are both this; each names itself.
 */
export class CodedError<C extends string = string> extends Error {
  readonly code: C;

  constructor(code: C, message: string) {
    super(message);
    this.code = code;
  }
}
