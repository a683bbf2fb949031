/**
 * The pseudo-locale, for tests only (never a choice in Settings): every message comes back
 * accented, about 40% longer and between ⟦ ⟧, so a test sees at once a word that did not come
 * from the catalogue (no markers) and a layout that cannot take a longer language (cut text).
 * What a message's placeholders carry (server names, formatted numbers) stays as it was.
 */
const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'aeiouycnAEIOUYCN'].map((c, i) => [c, [...'àéíöüýçñÀÉÍÖÜÝÇÑ'][i]!]),
);
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';
const HOLE = /\uE000(\d+)\uE001/g;

function accent(text: string): string {
  const own = text.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? c);
  const letters = text.replace(HOLE, '').replace(/\s/g, '').length;
  return `${PSEUDO_OPEN}${own}${letters > 0 ? ' ' + '·'.repeat(Math.ceil(letters * 0.4)) : ''}${PSEUDO_CLOSE}`;
}

type Message = (inputs?: Record<string, unknown>, options?: unknown) => string;

/** A message as the pseudo-locale says it: its own words treated, its inputs put back untouched. */
export function pseudoMessage(message: Message): Message {
  return (inputs, options) => {
    const held: string[] = [];
    const holed = inputs
      ? Object.fromEntries(
          Object.entries(inputs).map(([k, v]) => [k, typeof v === 'string' ? `\uE000${held.push(v) - 1}\uE001` : v]),
        )
      : inputs;
    return accent(message(holed, options)).replace(HOLE, (_, i: string) => held[Number(i)]!);
  };
}
