/**
 * In demo mode, the simulator's own ids of the items a newcomer cannot find by browsing (a
 * compliance requirement, an integration, a client document), read from its state endpoint so
 * the screens can offer them as one-click examples. Any other connection has none: a real server
 * is never asked.
 */
import { z } from 'zod';
import type { DemoExamples } from '../../preload/contract.js';
import { m } from '../../preload/i18n/index.js';
import type { FetchLike } from './api/transport.js';

export const NO_DEMO_EXAMPLES: DemoExamples = { requirements: [], integrations: [], documents: [] };

/** How many of each a screen offers: a handful of examples, not a catalogue. */
const EACH = 4;

const id = z.union([z.string(), z.number()]).transform(String);
const stateSchema = z.object({
  templates: z.array(z.object({ id, requirement_ids: z.array(id) })).default([]),
  integrations: z.array(z.object({ id })).default([]),
  documents: z.array(z.object({ client_id: id, id, deleted: z.unknown().optional() })).default([]),
});

export async function fetchDemoExamples(
  fetch: FetchLike,
  demo: { baseUrl: string; apiKey: string },
): Promise<DemoExamples> {
  const response = await fetch(`${demo.baseUrl}/__simulator/state`, { headers: { 'X-API-KEY': demo.apiKey } });
  if (!response.ok) throw new Error(m.demo_no_examples({ status: response.status }));
  const state = stateSchema.parse(await response.json());
  return {
    requirements: state.templates
      .flatMap((t) => t.requirement_ids.slice(0, 1).map((requirementId) => ({ templateId: t.id, requirementId })))
      .slice(0, EACH),
    integrations: state.integrations.map((i) => i.id).slice(0, EACH),
    // Active documents: an example that opens as "deleted" would look like a fault.
    documents: state.documents.filter((d) => !d.deleted).map((d) => ({ clientId: d.client_id, documentId: d.id })),
  };
}
