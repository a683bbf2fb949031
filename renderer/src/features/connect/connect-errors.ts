/** Connect failures in words a supervisor can act on; main's message follows, with its code. */
import { API_CODE_WORDS, API_KIND_WORDS, ownEntry } from '../../../../preload/contract';
import { m } from '../../../../preload/i18n';

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
const REJECTED_ADVICE: Record<ServerChoice, () => string> = {
  production: m.connect_rejected_production,
  sandbox: m.connect_rejected_sandbox,
  custom: m.connect_rejected_custom,
};

const PROBLEMS: Record<string, () => ConnectProblem> = {
  NETWORK: () => ({ title: asTitle(API_KIND_WORDS.network), advice: m.connect_network_advice() }),
  'invalid-base-url': () => ({ title: m.connect_bad_url(), advice: m.connect_bad_url_advice() }),
  'invalid-payload': () => ({ title: m.connect_details_missing(), advice: m.connect_details_missing_advice() }),
};

export function connectProblem(code: string, server: ServerChoice = 'production'): ConnectProblem {
  if (code === 'ATH-100') return { title: asTitle(API_CODE_WORDS['ATH-100']), advice: REJECTED_ADVICE[server]() };
  return ownEntry(PROBLEMS, code)?.() ?? { title: m.connect_failed(), advice: m.connect_other_advice() };
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
