import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import bidiFactory from 'bidi-js';
import PDFDocument from 'pdfkit';

// Persian text in a PDF. pdfkit lays a string out with fontkit, which shapes Arabic script (joined
// letter forms from the font's GSUB) and reverses a run it detects as Arabic script, but it knows
// nothing of the Unicode bidirectional algorithm: a line mixing Persian words, Persian digits and
// Latin (an invoice number) would come out in the wrong order. So each line is split here into
// bidi runs (bidi-js), the runs are put in visual order, and each run is drawn on its own, left to
// right, in the direction its level says.

const bidi = bidiFactory();
type Doc = InstanceType<typeof PDFDocument>;

/**
 * Vazirmatn (the portal's font), from the gateway's own dependency: found by its package.json from
 * the sources (tests) and from the bundle in dist/ alike (jest maps a required .ttf to a stub).
 */
export function vazirmatnPath(weight: 'Regular' | 'Bold'): string {
  const root = dirname(createRequire(__filename).resolve('vazirmatn/package.json'));
  return join(root, 'fonts', 'ttf', `Vazirmatn-${weight}.ttf`);
}

export interface VisualRun {
  /** The run's characters in logical order. */
  text: string;
  rtl: boolean;
}

const SCRIPTED = /[\p{L}\p{N}\p{M}]/u;
const NEUTRAL_SCRIPT = /[\p{Script=Common}\p{Script=Inherited}]/u;
const ARABIC = /\p{Script=Arabic}/u;

/** Whether fontkit will lay `text` out right to left: its script is that of the first character with one. */
function fontkitRtl(text: string): boolean {
  for (const ch of text) if (SCRIPTED.test(ch) && !NEUTRAL_SCRIPT.test(ch)) return ARABIC.test(ch);
  return false;
}

/** The runs of one line (no line breaks), left to right as they are to be seen, in a right-to-left paragraph. */
export function visualRuns(line: string): VisualRun[] {
  if (!line) return [];
  const levels = bidi.getEmbeddingLevels(line, 'rtl');
  const order = bidi.getReorderedIndices(line, levels);
  const runs: VisualRun[] = [];
  let start = 0;
  while (start < order.length) {
    const level = levels.levels[order[start]!]!;
    const rtl = level % 2 === 1;
    let end = start + 1;
    while (end < order.length && levels.levels[order[end]!] === level && order[end]! === order[end - 1]! + (rtl ? -1 : 1)) end++;
    const from = Math.min(order[start]!, order[end - 1]!);
    const to = Math.max(order[start]!, order[end - 1]!);
    const plain = line.slice(from, to + 1);
    // Rule L4: brackets in a right-to-left run show mirrored (fontkit does not do it).
    const text = rtl ? [...plain].map((ch) => bidi.getMirroredCharacter(ch) ?? ch).join('') : plain;
    runs.push({ text, rtl });
    start = end;
  }
  return runs;
}

/**
 * What to hand to pdfkit so the run comes out in its direction: fontkit reverses a run of Arabic
 * script by itself; a left-to-right run of Persian digits would be reversed too, and a right-to-left
 * run without Arabic letters (brackets, dashes) would not, so those are reversed beforehand (neither
 * holds letters that join, so reversing the characters is safe).
 */
function drawable(run: VisualRun): string {
  return run.rtl === fontkitRtl(run.text) ? run.text : [...run.text].reverse().join('');
}

/**
 * pdfkit lays out text without features word by word (a cache) and puts the words left to right in
 * logical order, which turns a right-to-left run's words around; with a features list (empty: the
 * font's defaults) it lays the run out whole.
 */
const WHOLE_RUN = { features: [] as never[] };
const widthOf = (doc: Doc, text: string) => doc.widthOfString(text, WHOLE_RUN);

/** The width of a line as drawn, at the document's current font and size. */
export function lineWidth(doc: Doc, line: string): number {
  return visualRuns(line).reduce((w, r) => w + widthOf(doc, drawable(r)), 0);
}

export type Align = 'right' | 'left' | 'center';

/** Draws one line inside [x, x + width] at y, right-aligned unless told otherwise. */
export function drawLine(doc: Doc, line: string, x: number, y: number, width: number, align: Align = 'right'): void {
  const runs = visualRuns(line).map(drawable);
  const total = runs.reduce((w, r) => w + widthOf(doc, r), 0);
  let at = align === 'right' ? x + width - total : align === 'center' ? x + (width - total) / 2 : x;
  for (const text of runs) {
    doc.text(text, at, y, { lineBreak: false, ...WHOLE_RUN });
    at += widthOf(doc, text);
  }
}

/** Breaks `text` into lines no wider than `width` at spaces (a word wider than that keeps its own line). */
export function wrapLines(doc: Doc, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (line && lineWidth(doc, next) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}
