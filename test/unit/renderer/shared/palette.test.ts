import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../../renderer/src/shared/contrast';
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
});
