import theme from 'antd/lib/theme';
import { darkColors, darkTheme } from './dark-theme';

// Text in the primary's and the link's hue, at rest, hovered and pressed, and a tab's text in each
// of its states, must read at 4.5:1 on every dark surface it is drawn on.
type Rgb = [number, number, number];
const parse = (colour: string, over: Rgb = [0, 0, 0]): Rgb => {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16)) as Rgb;
  const rgba = /^rgba?\(([^)]+)\)$/.exec(colour);
  if (!rgba) throw new Error(`not a colour: ${colour}`);
  const [r, g, b, a = 1] = rgba[1].split(',').map(Number);
  return [r, g, b].map((v, i) => v * a + over[i] * (1 - a)) as Rgb;
};
const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (text: string, surface: string) => {
  const bg = parse(surface);
  const [a, b] = [luminance(parse(text, bg)), luminance(bg)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
};

const token = theme.getDesignToken(darkTheme) as unknown as Record<string, string>;
const surfaces = { body: darkColors.body, container: darkColors.container, popup: '#1f1f1f' };
const texts = {
  ...Object.fromEntries(
    [
      'colorPrimary',
      'colorPrimaryHover',
      'colorPrimaryActive',
      'colorLink',
      'colorLinkHover',
      'colorLinkActive',
      'colorPrimaryText',
      'colorPrimaryTextHover',
      'colorPrimaryTextActive',
      'colorText',
      'colorTextSecondary',
      'colorTextTertiary',
    ].map((k) => [k, token[k]]),
  ),
  ...Object.fromEntries(
    Object.entries(darkTheme.components?.Tabs ?? {})
      .filter(([k]) => k.startsWith('item'))
      .map(([k, v]) => [`Tabs.${k}`, String(v)]),
  ),
};

test.each(Object.entries(texts))('%s reads at 4.5:1 on every dark surface', (_name, colour) => {
  for (const [surface, fill] of Object.entries(surfaces)) expect([surface, contrast(colour, fill) >= 4.5]).toEqual([surface, true]);
});

test('the tab states are all set, so none falls back to a derived shade', () => {
  expect(Object.keys(darkTheme.components?.Tabs ?? {}).sort()).toEqual(['itemActiveColor', 'itemColor', 'itemHoverColor', 'itemSelectedColor']);
});
