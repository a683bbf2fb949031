import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../e2e/support/contrast';
import { CONTRAST_PAIRS, PALETTES } from '../../../../renderer/src/shared/palette';
import { paletteCss } from '../../../../renderer/src/shared/palette-css';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('the palette', () => {
  for (const [theme, palette] of Object.entries(PALETTES)) {
    it.each(CONTRAST_PAIRS.map((p) => [p.fg, p.bg, p.min, p.use] as const))(
      `${theme}: %s on %s reaches %d:1 (%s)`,
      (fg, bg, min) => {
        expect(contrastRatio(palette[fg], palette[bg])).toBeGreaterThanOrEqual(min);
      },
    );
  }

  it('gives both themes the same properties, and dark to "system" under prefers-color-scheme', () => {
    expect(Object.keys(PALETTES.dark)).toEqual(Object.keys(PALETTES.light));
    const css = paletteCss();
    expect(css).toContain(`--text-muted: ${PALETTES.light.textMuted};`);
    expect(css).toContain(`:root[data-theme='dark'] { --bg: ${PALETTES.dark.bg};`);
    expect(css).toMatch(/@media \(prefers-color-scheme: dark\) \{ :root\[data-theme='system'\]/);
  });

  // An undefined property draws nothing (a background) or black (an SVG fill): the chosen gap on
  // the day strip drew black in the dark theme because the screens said --surface-2 and the
  // palette defined --surface2.
  it('defines every colour property the screens use', () => {
    const files = readdirSync('renderer/src', { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(svelte|css)$/.test(f))
      .map((f) => readFileSync(join('renderer/src', f), 'utf8'));
    const defined = new Set([
      ...[...paletteCss().matchAll(/(--[a-z0-9-]+):/g)].map((x) => x[1]),
      ...files.flatMap((text) => [...text.matchAll(/(?:^\s*|style:)(--[a-z0-9-]+)[:=]/gm)].map((x) => x[1])),
    ]);
    const used = new Set(files.flatMap((text) => [...text.matchAll(/var\((--[a-z0-9-]+)/g)].map((x) => x[1])));
    expect([...used].filter((name) => !defined.has(name))).toEqual([]);
    expect(used.has('--surface-2')).toBe(true);
  });
});
