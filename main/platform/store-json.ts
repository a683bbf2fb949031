/**
 * How the app's JSON files (settings.json, vault.json) are parsed. Windows Notepad and some
 * editors save UTF-8 with a byte-order mark, which JSON.parse rejects: a file a user opened and
 * saved by hand is read, not treated as corrupt and moved aside.
 */
export function parseStoreJson<T>(text: string): T {
  // The stores validate what this returns (JSON schema, zod) before anything uses it.
  return JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text) as T;
}
