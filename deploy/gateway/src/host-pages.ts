import { chooseEncoding, compressSync, type Encoding } from './compression';
import { fileTexts } from './file-texts';
import { NONCE_PLACEHOLDER } from './security-headers';
import { NO_HINTS, type PageHintMarkup } from './page-hints';

const EMPTY_ROOT = '<div id="root"></div>';

export interface RenderedPage {
  body: Buffer;
  encoding: Encoding | null;
}

/**
 * The host's HTML pages, each answer with its own CSP nonce written in. The text is read once per
 * file version; only the small page is compressed per answer (the precompressed copies the build
 * wrote cannot carry a nonce).
 */
export function hostPages() {
  const textOf = fileTexts();
  return {
    /** `hints`: markup for the start and the end of the page's head (page-hints.ts), around what the build put there, and for its empty root. */
    render(file: string, nonce: string, acceptEncoding: string, hints: PageHintMarkup = NO_HINTS): RenderedPage {
      // The nonce last: the frame's stylesheet carries the placeholder too.
      const html = Buffer.from(
        textOf(file)
          .replace('<head>', () => `<head>${hints.start}`)
          .replace('</head>', () => `${hints.end}</head>`)
          .replace(EMPTY_ROOT, () => `<div id="root">${hints.root}</div>`)
          .replaceAll(NONCE_PLACEHOLDER, nonce),
      );
      const encoding = chooseEncoding(acceptEncoding);
      return encoding ? { body: compressSync(html, encoding), encoding } : { body: html, encoding: null };
    },
  };
}
