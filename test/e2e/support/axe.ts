/**
 * Runs axe-core on the page as it is now and returns the violations that fail the gate.
 *
 * The app's CSP (`script-src 'self'`) rightly refuses an injected <script>, so axe's source is
 * evaluated through the DevTools protocol, which the page's CSP does not govern.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { CDPSession, Page } from 'playwright-core';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/** Impacts that fail the gate; "moderate" and "minor" are reported by axe but let through. */
const FAILING = new Set(['critical', 'serious']);

export interface AxeViolation {
  rule: string;
  impact: string;
  help: string;
  /** The offending elements with axe's summary of each failure (colours and ratio for contrast). */
  nodes: { target: string; summary: string }[];
}

let source: Promise<string> | undefined;
function axeSource(): Promise<string> {
  source ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return source;
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();
function cdp(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

async function evaluate(session: CDPSession, expression: string): Promise<unknown> {
  const { result, exceptionDetails } = await session.send('Runtime.evaluate', {
    expression,
    awaitPromise: true,
    returnByValue: true,
  });
  if (exceptionDetails) throw new Error(`axe: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  return result.value;
}

const RUN = `axe.run(document, {
  runOnly: { type: 'tag', values: ${JSON.stringify(TAGS)} },
  resultTypes: ['violations'],
}).then((r) => r.violations.map((v) => ({
  rule: v.id,
  impact: v.impact ?? '',
  help: v.help,
  nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary ?? '' })),
})))`;

/** The critical and serious violations on the page now (loads axe into the document first if needed). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const session = await cdp(page);
  if ((await evaluate(session, 'typeof axe')) === 'undefined') await evaluate(session, await axeSource());
  const all = (await evaluate(session, RUN)) as AxeViolation[];
  return all.filter((v) => FAILING.has(v.impact));
}

/** One line per offending element, for a test failure or a console report. */
export function describeViolations(where: string, violations: readonly AxeViolation[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) => `${where}: [${v.impact}] ${v.rule} (${v.help}) at ${n.target}: ${n.summary.replace(/\s+/g, ' ')}`,
    ),
  );
}
