/**
 * The door to the app's words and formats, for every process: `m.some_key({ … })` from the
 * catalogue (preload/i18n/messages/<locale>.json, compiled by `npm run messages`), the
 * formatting module, and the language choice.
 */
import { m as catalogue } from './paraglide/messages.js';
import { currentLanguage } from './locale';
import { pseudoMessage } from './pseudo';

export * from './format';
export * from './locale';
export { PSEUDO_CLOSE, PSEUDO_OPEN } from './pseudo';

type Message = Parameters<typeof pseudoMessage>[0];
const marked = new Map<PropertyKey, Message>();
/**
 * The catalogue's messages; under the tests' pseudo-locale (pseudo.ts) each comes back marked.
 * Decided at each call, not when the message is looked up: a screen may keep `m.some_key` to call later.
 */
export const m: typeof catalogue = /* @__PURE__ */ new Proxy(catalogue, {
  get(target, key) {
    const message: unknown = Reflect.get(target, key);
    if (typeof message !== 'function') return message;
    let found = marked.get(key);
    if (!found) {
      const plain = message as Message;
      const pseudo = pseudoMessage(plain);
      found = (inputs, options) => (currentLanguage().pseudo ? pseudo : plain)(inputs, options);
      marked.set(key, found);
    }
    return found;
  },
});
