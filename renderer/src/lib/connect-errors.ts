/** Connect failures in words a supervisor can act on; main's message follows, with its code. */

export interface ConnectProblem {
  title: string;
  advice: string;
}

const PROBLEMS: Record<string, ConnectProblem> = {
  'ATH-100': {
    title: 'This key was rejected',
    advice: 'Check that you chose the right environment: a sandbox key does not work on production, nor the other way round.',
  },
  NETWORK: {
    title: 'The server could not be reached',
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

export function connectProblem(code: string): ConnectProblem {
  return PROBLEMS[code] ?? { title: 'Could not connect', advice: 'Try again. If it keeps failing, note the code below for support.' };
}
