import { theme } from './theme';

/** rgba(0, 0, 0, a) or #rrggbb composited over an opaque #rrggbb, as sRGB 0-255 channels. */
function over(color: string, background: string): number[] {
  const bg = [1, 3, 5].map((i) => parseInt(background.slice(i, i + 2), 16));
  const rgba = /^rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)$/.exec(color);
  if (!rgba) return [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
  const a = Number(rgba[4]);
  return [1, 2, 3].map((i, k) => Number(rgba[i]) * a + bg[k]! * (1 - a));
}

function luminance([r, g, b]: number[]): number {
  const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
}

function contrast(color: string, background: string): number {
  const [a, b] = [luminance(over(color, background)), luminance(over(background, background))];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

describe('theme text colours (WCAG AA)', () => {
  it('measures as axe does: antd 5/6 default secondary text is 3.4:1, placeholders 1.8:1', () => {
    expect(contrast('rgba(0, 0, 0, 0.45)', '#ffffff')).toBeCloseTo(3.36, 1);
    expect(contrast('rgba(0, 0, 0, 0.25)', '#ffffff')).toBeCloseTo(1.83, 1);
  });

  it.each(['colorTextSecondary', 'colorTextTertiary', 'colorTextDescription', 'colorTextPlaceholder', 'colorTextDisabled', 'colorTextQuaternary'] as const)(
    '%s reaches 4.5:1 on white and on the page background',
    (token) => {
      const color = theme.token![token] as string;
      for (const background of ['#ffffff', theme.components!.Layout!.bodyBg as string]) expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
    },
  );
});

describe('theme status and tag colours (WCAG AA)', () => {
  it.each([
    ['success', 'colorSuccess', 'colorSuccessBg'],
    ['error', 'colorError', 'colorErrorBg'],
    ['warning', 'colorWarning', 'colorWarningBg'],
    ['processing', 'colorInfo', 'colorInfoBg'],
  ] as const)('a %s tag: its text colour on its background reaches 4.5:1', (_name, text, background) => {
    // antd's status tag: text in the status colour (the Tag's own override first), on the status background.
    const tag = theme.components!.Tag as Record<string, string> | undefined;
    expect(contrast(tag?.[text] ?? (theme.token![text] as string), theme.token![background] as string)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['gold7', 'green7', 'orange7', 'cyan7', 'lime7', 'volcano7', 'yellow7'] as const)('preset tag text %s reaches 4.5:1 on white', (token) => {
    expect(contrast(theme.token![token] as string, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('theme primary colours (WCAG AA)', () => {
  it.each(['colorPrimary', 'colorPrimaryHover', 'colorLink', 'colorLinkHover'] as const)('white on %s, and %s as text on white, reach 4.5:1', (token) => {
    expect(contrast('#ffffff', theme.token![token] as string)).toBeGreaterThanOrEqual(4.5);
  });
});
