// The login page's web fonts, applied after its first paint in one step. Declared by a stylesheet,
// each face swapped in as its file arrived, and each swap re-laid the page out (Arabic text
// shaping): two layouts of 7-9 ms on this machine, which Lighthouse mobile's 4× CPU turns into
// tasks near or past its 50 ms blocking threshold. Loaded first and added together, the faces
// cost one layout. The app declares the same faces (fonts.css) when it starts; faces added from
// a script come after those in the browser's matching order, so the text keeps its face.

/** One face of the page's font family: its weight and its woff2 file. */
export interface WebFont {
  weight: string;
  url: string;
}

/** Parses "400=/assets/a.woff2 700=/assets/b.woff2" (the page's data-fonts attribute). */
export function parseWebFonts(list: string | undefined): WebFont[] {
  return (list ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((item) => {
      const [weight, url] = item.split('=');
      return { weight: weight!, url: url! };
    });
}

export async function applyWebFonts(view: Window & typeof globalThis, family: string, fonts: WebFont[]): Promise<void> {
  if (fonts.length === 0 || typeof view.FontFace !== 'function') return;
  const faces = fonts.map(({ weight, url }) => new view.FontFace(family, `url(${url}) format('woff2')`, { weight, style: 'normal', display: 'swap' }));
  try {
    await Promise.all(faces.map((face) => face.load()));
  } catch {
    // A face that cannot load leaves the system font the page painted with, which reads as well.
    return;
  }
  for (const face of faces) view.document.fonts.add(face);
}
