/**
 * Free-text search for the lists: every word typed must appear somewhere in the item's text,
 * ignoring case and accents ("jose" finds "José").
 */

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase();
}

/** A predicate over an item's searchable text; an empty query matches everything. */
export function matcher(query: string): (text: string) => boolean {
  const terms = fold(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return () => true;
  return (text) => {
    const haystack = fold(text);
    return terms.every((term) => haystack.includes(term));
  };
}
