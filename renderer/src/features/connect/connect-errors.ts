/** Connect failures in words a supervisor can act on; main's message follows, with its code. */
import { API_CODE_WORDS, API_KIND_WORDS, ownEntry } from '../../../../preload/contract';

export interface ConnectProblem {
  title: string;
  advice: string;
}

export type ServerChoice = 'production' | 'sandbox' | 'custom';

/** The contract's sentence as this box's title, which (like its other titles) ends without a stop. */
function asTitle(sentence: string): string {
  return sentence.replace(/\.$/, '');
}

/** A rejected key means something different on each server: production and sandbox keys do not mix. */
const REJECTED_ADVICE: Record<ServerChoice, string> = {
  production:
    'Check the key for typos. A sandbox key does not work on production: if the key is for testing, choose Sandbox.',
  sandbox:
    'Check the key for typos. A production key does not work on the sandbox: if the key is for live events, choose Production.',
  custom: 'Check the key for typos, and that it was issued for this server by whoever runs it.',
};

const PROBLEMS: Record<string, ConnectProblem> = {
  NETWORK: {
    title: asTitle(API_KIND_WORDS.network),
    advice: 'Check the network connection (and the base URL for a custom server), then try again.',
  },
  'invalid-base-url': {
    title: 'That base URL cannot be used',
    advice: 'Enter an https:// address ending in /api/1_12 (http:// only for this computer).',
  },
  'invalid-payload': {
    title: 'Some details are missing',
    advice: 'Enter the API key (and a base URL for a custom server).',
  },
};

export function connectProblem(code: string, server: ServerChoice = 'production'): ConnectProblem {
  if (code === 'ATH-100') return { title: asTitle(API_CODE_WORDS['ATH-100']), advice: REJECTED_ADVICE[server] };
  return (
    ownEntry(PROBLEMS, code) ?? {
      title: 'Could not connect',
      advice: 'Try again. If it keeps failing, note the code below for support.',
    }
  );
}

/** Main's message names the code too; the box shows it once, on its own line. */
export function withoutCode(message: string, code: string): string {
  if (code === '') return message;
  const escaped = code.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return message
    .replace(new RegExp(`\\s*\\(${escaped}\\)`, 'g'), '')
    .replace(new RegExp(`\\s*\\b${escaped}\\b:?`, 'g'), '')
    .trim();
}
