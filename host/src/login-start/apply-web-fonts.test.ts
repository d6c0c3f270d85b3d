import { applyWebFonts, parseWebFonts } from './apply-web-fonts';

const FONTS = parseWebFonts('400=/assets/Regular.woff2 700=/assets/Bold.woff2');

/** A window whose FontFace loads each file when `release` is called; `added` is the font set. */
function fakeWindow(failing = '') {
  const added: string[] = [];
  const pending: (() => void)[] = [];
  class FakeFontFace {
    constructor(
      readonly family: string,
      readonly source: string,
      readonly descriptors: { weight: string },
    ) {}
    load = () => new Promise<void>((resolve, reject) => pending.push(() => (this.source.includes(failing || '\0') ? reject(new Error('404')) : resolve())));
  }
  const view = { FontFace: FakeFontFace, document: { fonts: { add: (face: FakeFontFace) => added.push(`${face.descriptors.weight} ${face.source}`) } } };
  return { view: view as unknown as Window & typeof globalThis, added, release: () => pending.splice(0).forEach((load) => load()) };
}

test('the data-fonts attribute names each weight with its file', () => {
  expect(FONTS).toEqual([
    { weight: '400', url: '/assets/Regular.woff2' },
    { weight: '700', url: '/assets/Bold.woff2' },
  ]);
  expect(parseWebFonts(undefined)).toEqual([]);
});

test('the faces are added together once every file has loaded (one re-layout, not one per file)', async () => {
  const { view, added, release } = fakeWindow();
  const applied = applyWebFonts(view, 'Vazirmatn', FONTS);
  await Promise.resolve();
  expect(added).toEqual([]);
  release();
  await applied;
  expect(added).toEqual(["400 url(/assets/Regular.woff2) format('woff2')", "700 url(/assets/Bold.woff2) format('woff2')"]);
});

test('a file that fails to load leaves the page on its system font', async () => {
  const { view, added, release } = fakeWindow('Bold');
  const applied = applyWebFonts(view, 'Vazirmatn', FONTS);
  release();
  await applied;
  expect(added).toEqual([]);
});
