// One shape crosses IPC: main answers the window in the contract's camelCase, so no renderer
// file names a field the way the API spells it (secret_key, next_cursor...).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as apiSchemas from '../../../main/core/api/schemas.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Every snake_case field name of the API's schemas, however deep it is nested. */
function apiFieldNames(): Set<string> {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (schema: unknown): void => {
    if (!(schema instanceof z.ZodType) || seen.has(schema)) return;
    seen.add(schema);
    if (schema instanceof z.ZodObject) {
      for (const [key, field] of Object.entries(schema.shape)) {
        if (key.includes('_')) names.add(key);
        visit(field);
      }
    }
    const def = schema.def as unknown as Record<string, unknown>;
    for (const key of ['innerType', 'in', 'out', 'element', 'valueType']) visit(def[key]);
    if (Array.isArray(def.options)) def.options.forEach(visit);
  };
  Object.values(apiSchemas).forEach(visit);
  return names;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|svelte)$/.test(entry.name) ? [file] : [];
  });
}

describe('one shape crosses IPC', () => {
  it("finds the API's snake_case field names in main's schemas", () => {
    const names = apiFieldNames();
    for (const name of ['secret_key', 'next_cursor', 'client_name', 'personnel_id', 'is_required', 'accessed_by']) {
      expect(names, name).toContain(name);
    }
  });

  it('no renderer file reads a field by its API name', () => {
    const names = [...apiFieldNames()];
    // A catalogue message (`m.hr_email()`) may share an API field's name; it is a word, not a read.
    const pattern = new RegExp(String.raw`(?<!\bm\.)\b(?:${names.join('|')})\b`, 'g');
    const found = sourceFiles(path.join(root, 'renderer/src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(pattern)].map((m) => `${path.relative(root, file)}: ${m[0]}`),
    );
    expect(found).toEqual([]);
  });
});
