/**
 * The palette as CSS custom properties. `data-theme` on <html> picks light or dark; "system"
 * follows prefers-color-scheme. `color-scheme` makes native scrollbars and inputs match.
 */
import { PALETTES, type Palette } from './palette';

/** `textMuted` → `text-muted`, `surface2` → `surface-2` (the name the stylesheets use). */
const kebab = (key: string): string => key.replace(/[A-Z]|\d+/g, (c) => `-${c.toLowerCase()}`);

function declarations(palette: Palette): string {
  return Object.entries(palette)
    .map(([key, value]) => `--${kebab(key)}: ${value};`)
    .join(' ');
}

export function paletteCss(): string {
  const light = `${declarations(PALETTES.light)} color-scheme: light;`;
  const dark = `${declarations(PALETTES.dark)} color-scheme: dark;`;
  return [
    `:root { ${light} }`,
    `:root[data-theme='dark'] { ${dark} }`,
    `@media (prefers-color-scheme: dark) { :root[data-theme='system'] { ${dark} } }`,
  ].join('\n');
}
