/**
 * THE colour palette, one entry per CSS custom property (`--bg`, `--ok`…), for both themes.
 * It lives in TypeScript so a unit test can check every pairing the screens use against WCAG
 * AA (see CONTRAST_PAIRS); palette-css.ts turns it into the stylesheet.
 */

export type ThemeName = 'light' | 'dark';

export interface Palette {
  bg: string;
  surface: string;
  /** Raised or inset areas: table stripes, the fill bar's track, chips. */
  surface2: string;
  text: string;
  textMuted: string;
  /** Borders of inputs and bars (non-text contrast, 3:1). */
  border: string;
  focus: string;
  primary: string;
  onPrimary: string;
  /** Severity colours as text (and icons) on bg, surface and surface2. */
  ok: string;
  warn: string;
  danger: string;
  info: string;
  /** Severity colours as fills of the fill bar, on its track. */
  okFill: string;
  warnFill: string;
  dangerFill: string;
  infoFill: string;
  mutedFill: string;
  /** Environment badges: SANDBOX and DEMO must stand out. */
  sandboxBg: string;
  onSandbox: string;
  demoBg: string;
  onDemo: string;
  dangerBg: string;
  onDanger: string;
}

export const PALETTES: Readonly<Record<ThemeName, Palette>> = {
  light: {
    bg: '#eef1f5',
    surface: '#ffffff',
    surface2: '#e3e7ee',
    text: '#0f1419',
    textMuted: '#434c5b',
    border: '#6b7485',
    focus: '#0b4fc4',
    primary: '#0b4fc4',
    onPrimary: '#ffffff',
    ok: '#0c6128',
    warn: '#8a4300',
    danger: '#b0141a',
    info: '#5a32b8',
    okFill: '#1d7a3a',
    warnFill: '#b25e00',
    dangerFill: '#c8232b',
    infoFill: '#6b46d1',
    mutedFill: '#6b7485',
    sandboxBg: '#ffd23f',
    onSandbox: '#1a1400',
    demoBg: '#5b21b6',
    onDemo: '#ffffff',
    dangerBg: '#b0141a',
    onDanger: '#ffffff',
  },
  dark: {
    bg: '#0c0f14',
    surface: '#161b23',
    surface2: '#232a35',
    text: '#f3f5f9',
    textMuted: '#b3bccb',
    border: '#7d8798',
    focus: '#ffd23f',
    primary: '#8cb8ff',
    onPrimary: '#07101f',
    ok: '#63d98f',
    warn: '#ffb65c',
    danger: '#ff8a80',
    info: '#c2b1ff',
    okFill: '#3fbf6f',
    warnFill: '#f0a040',
    dangerFill: '#ff6b61',
    infoFill: '#a58cff',
    mutedFill: '#8791a3',
    sandboxBg: '#ffd23f',
    onSandbox: '#1a1400',
    demoBg: '#b794ff',
    onDemo: '#12062b',
    dangerBg: '#ff8a80',
    onDanger: '#1f0503',
  },
};

type Key = keyof Palette;

/** Every foreground/background pairing the screens use, with the ratio it must reach. */
export const CONTRAST_PAIRS: readonly { fg: Key; bg: Key; min: number; use: string }[] = [
  ...(['bg', 'surface', 'surface2'] as const).flatMap((bg) => [
    { fg: 'text' as Key, bg, min: 4.5, use: 'body text' },
    { fg: 'textMuted' as Key, bg, min: 4.5, use: 'secondary text' },
    { fg: 'ok' as Key, bg, min: 4.5, use: 'full' },
    { fg: 'warn' as Key, bg, min: 4.5, use: 'at risk' },
    { fg: 'danger' as Key, bg, min: 4.5, use: 'short, offline' },
    { fg: 'info' as Key, bg, min: 4.5, use: 'overfilled' },
    { fg: 'primary' as Key, bg, min: 4.5, use: 'links' },
    { fg: 'focus' as Key, bg, min: 3, use: 'focus ring' },
  ]),
  ...(['surface', 'surface2'] as const).flatMap((bg) => [
    { fg: 'border' as Key, bg, min: 3, use: 'input and bar borders' },
    { fg: 'okFill' as Key, bg, min: 3, use: 'fill bar, full' },
    { fg: 'warnFill' as Key, bg, min: 3, use: 'fill bar, at risk' },
    { fg: 'dangerFill' as Key, bg, min: 3, use: 'fill bar, short' },
    { fg: 'infoFill' as Key, bg, min: 3, use: 'fill bar, overfilled' },
    { fg: 'mutedFill' as Key, bg, min: 3, use: 'fill bar, alternates' },
  ]),
  { fg: 'onPrimary', bg: 'primary', min: 4.5, use: 'primary buttons' },
  { fg: 'onSandbox', bg: 'sandboxBg', min: 4.5, use: 'SANDBOX badge' },
  { fg: 'onDemo', bg: 'demoBg', min: 4.5, use: 'DEMO badge' },
  { fg: 'onDanger', bg: 'dangerBg', min: 4.5, use: 'danger buttons, OFFLINE' },
];
