/**
 * Who may open the preview's pipe: a page holding a one-time ticket (from the address this
 * launch handed out) or the session pass its ticket was exchanged for. Only hashes are kept, so
 * looking one up compares digests, not the secret itself, one character at a time.
 */
import { createHash, randomBytes } from 'node:crypto';
import { SESSION_PARAM, TICKET_PARAM } from './ipc-messages.js';

const digest = (secret: string) => createHash('sha256').update(secret).digest('base64');
const newSecret = () => randomBytes(24).toString('base64url');

export interface Admission {
  /** The page's session pass. */
  session: string;
  /** True when a ticket was just exchanged: the page has not been told its pass yet. */
  fresh: boolean;
}

export class PagePasses {
  readonly #tickets = new Set<string>();
  readonly #sessions = new Set<string>();

  /** A ticket for one page's first connect. */
  issueTicket(): string {
    const ticket = newSecret();
    this.#tickets.add(digest(ticket));
    return ticket;
  }

  /** Admits a connect by its ticket (used up here) or its session pass; undefined refuses it. */
  admit(query: URLSearchParams): Admission | undefined {
    const ticket = query.get(TICKET_PARAM);
    if (ticket !== null && this.#tickets.delete(digest(ticket))) {
      const session = newSecret();
      this.#sessions.add(digest(session));
      return { session, fresh: true };
    }
    const session = query.get(SESSION_PARAM);
    if (session !== null && ticket === null && this.#sessions.has(digest(session))) return { session, fresh: false };
    return undefined;
  }
}
