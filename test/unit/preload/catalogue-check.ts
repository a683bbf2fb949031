/** The catalogue rules the catalogue test holds every language to, apart so they are tested too. */
export type Message = string | { declarations?: string[]; match: Record<string, string> }[];
export type Catalogue = Record<string, Message>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The inputs a message takes: `{x}` in a plain message; declared inputs and what the patterns name otherwise. */
export function placeholders(message: Message): string[] {
  const found = new Set<string>();
  if (typeof message === 'string') {
    for (const [, name] of message.matchAll(PLACEHOLDER)) found.add(name!);
  } else {
    const locals = new Set<string>();
    for (const variant of message) {
      for (const d of variant.declarations ?? []) {
        const input = /^input (\w+)$/.exec(d);
        const local = /^local (\w+) =/.exec(d);
        if (input) found.add(input[1]!);
        if (local) locals.add(local[1]!);
      }
      for (const pattern of Object.values(variant.match)) {
        for (const [, name] of pattern.matchAll(PLACEHOLDER)) if (!locals.has(name!)) found.add(name!);
      }
    }
  }
  return [...found].sort();
}

/** Sentences saying what is wrong; [] when every language matches English and every key is used in `code`. */
export function catalogueProblems(all: Record<string, Catalogue>, code: string): string[] {
  const { en, ...others } = all;
  if (!en) return ['en: the base catalogue is missing'];
  const keys = (c: Catalogue) => Object.keys(c).filter((k) => k !== '$schema');
  const problems: string[] = [];
  for (const [locale, catalogue] of Object.entries(others)) {
    for (const key of keys(en)) {
      if (!(key in catalogue)) {
        problems.push(`${locale}: ${key} is missing`);
        continue;
      }
      const want = placeholders(en[key]!).map((p) => `{${p}}`).join(' ');
      const have = placeholders(catalogue[key]!).map((p) => `{${p}}`).join(' ');
      if (want !== have) problems.push(`${locale}: ${key} has ${have || 'no placeholder'} where en has ${want || 'none'}`);
    }
    for (const key of keys(catalogue)) if (!(key in en)) problems.push(`${locale}: ${key} is not in en`);
  }
  for (const key of keys(en)) {
    if (!new RegExp(String.raw`\bm\.${key}\b`).test(code)) problems.push(`${key} is used by no code`);
  }
  return problems;
}
