/** Compliance's channel: an edit of a template's requirement, sent from the outbox. */
import type { HandlerGroup } from './ipc/handler-map.js';
import type { KeyChecked } from './key-checked.js';
import type { OutboxGateway } from './outbox-gateway.js';

export function complianceHandlers(outbox: OutboxGateway, keyChecked: KeyChecked) {
  return {
    'compliance:submit': async (req) => keyChecked(() => outbox.submitRequirementEdit(req)),
  } satisfies HandlerGroup;
}
