/**
 * Figures set in bold inside a catalogue sentence, whatever the language's word order: a value
 * passed to the message as `strong(value)` comes back marked, and `pieces` cuts the sentence
 * into plain and strong runs (Strong.svelte draws them). The marks are private-use characters,
 * never in a translation, and the pseudo-locale hands placeholder values back untouched.
 */
const OPEN = '\uE010';
const CLOSE = '\uE011';

export function strong(value: string): string {
  return `${OPEN}${value}${CLOSE}`;
}

export function pieces(text: string): { text: string; strong: boolean }[] {
  return text
    .split(new RegExp(`(${OPEN}[^${CLOSE}]*${CLOSE})`))
    .filter((part) => part !== '')
    .map((part) => (part.startsWith(OPEN) ? { text: part.slice(1, -1), strong: true } : { text: part, strong: false }));
}
