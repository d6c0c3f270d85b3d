import PDFDocument from 'pdfkit';
import { formatDate, formatDateTime, formatNumber, formatToman, toPersianDigits } from '@portal/locale';
import { messages } from '../messages';
import { drawLine, vazirmatnPath, wrapLines, type Align } from './pdf-text';

// The invoice as an A4 PDF, right to left: the header facts, the items table (row, description,
// quantity, unit price, amount; Rial as on Iranian invoices), subtotal, tax and total, and the total
// in Toman as the portal shows it. Text goes through pdf-text.ts (shaping and bidi).

const T = messages.financial.invoicePdf;
const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const INNER = PAGE.width - 2 * PAGE.margin;
/** Column widths from the right edge: row, description, quantity, unit price, amount. */
const COLS = [34, 221, 50, 105, 105];
const rial = (n: number) => formatNumber(n, { maximumFractionDigits: 0 });

/** The invoice as the sandbox stores it (the file carries its number, title and payment, which invoice/get does not). */
export interface InvoicePdfData {
  number: string;
  title: string;
  state: 'unpaid' | 'paid';
  subtotal: number;
  taxPercent: number;
  tax: number;
  total: number;
  issuedAt: string;
  dueAt: string;
  paidAt: string | null;
  paidBy: 'wallet' | 'bank' | null;
  items: ReadonlyArray<{ description: string; quantity: number; unitPrice: number; amount: number }>;
}

export interface InvoicePdfParty {
  seller: string;
  buyer: string;
}

/** Renders the invoice; resolves with the PDF file's bytes. */
export function invoicePdf(inv: InvoicePdfData, party: InvoicePdfParty): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: PAGE.margin, info: { Title: `${T.heading} ${inv.number}`, Author: party.seller } });
  doc.registerFont('regular', vazirmatnPath('Regular'));
  doc.registerFont('bold', vazirmatnPath('Bold'));
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  let y = PAGE.margin;

  doc.font('bold').fontSize(18);
  drawLine(doc, T.heading, left, y, INNER, 'center');
  y += 34;

  // Facts: two columns of "label: value", the right one first.
  doc.fontSize(10.5);
  const half = INNER / 2;
  const facts: Array<[string, string]> = [
    [`${T.number}: ${inv.number}`, `${T.state}: ${messages.financial.invoiceStateNames[inv.state] ?? inv.state}`],
    [`${T.issuedAt}: ${formatDate(inv.issuedAt)}`, `${T.dueAt}: ${formatDate(inv.dueAt)}`],
    [`${T.seller}: ${party.seller}`, `${T.buyer}: ${party.buyer}`],
    [`${T.title}: ${inv.title}`, inv.paidAt ? `${T.paidAt}: ${formatDateTime(inv.paidAt)} (${T.paidBy[inv.paidBy ?? ''] ?? ''})` : ''],
  ];
  const factsTop = y - 6;
  for (const [first, second] of facts) {
    doc.font('regular');
    drawLine(doc, first, left + half, y, half - 8);
    if (second) drawLine(doc, second, left, y, half - 8);
    y += 20;
  }
  doc.lineWidth(0.7).strokeColor('#999999').roundedRect(left, factsTop, INNER, y - factsTop, 4).stroke();
  y += 16;

  // Items table.
  const xs: number[] = [];
  let edge = right;
  for (const w of COLS) {
    edge -= w;
    xs.push(edge);
  }
  const row = (cells: string[], opts: { bold?: boolean; fill?: string; aligns?: Align[] } = {}) => {
    doc.font(opts.bold ? 'bold' : 'regular').fontSize(10);
    const lines = cells.map((c, i) => wrapLines(doc, c, COLS[i]! - 10));
    const height = Math.max(...lines.map((l) => l.length)) * 15 + 10;
    if (opts.fill) doc.rect(left, y, INNER, height).fill(opts.fill).fillColor('#000000');
    doc.fillColor('#000000');
    lines.forEach((cellLines, i) =>
      cellLines.forEach((line, k) => drawLine(doc, line, xs[i]! + 5, y + 5 + k * 15, COLS[i]! - 10, opts.aligns?.[i] ?? 'right')),
    );
    doc.lineWidth(0.5).strokeColor('#bbbbbb').rect(left, y, INNER, height).stroke();
    for (const x of xs.slice(0, -1)) doc.moveTo(x, y).lineTo(x, y + height).stroke();
    y += height;
  };
  row(T.columns, { bold: true, fill: '#eeeeee' });
  inv.items.forEach((item, i) =>
    row([toPersianDigits(String(i + 1)), item.description, toPersianDigits(String(item.quantity)), rial(item.unitPrice), rial(item.amount)], {
      aligns: ['center', 'right', 'center', 'left', 'left'],
    }),
  );

  // Totals under the amount column, labelled across the others.
  const labelWidth = INNER - COLS[4]!;
  const total = (label: string, amount: number, bold = false) => {
    doc.font(bold ? 'bold' : 'regular').fontSize(10.5);
    drawLine(doc, label, left + COLS[4]!, y + 5, labelWidth - 10);
    drawLine(doc, rial(amount), left + 5, y + 5, COLS[4]! - 10, 'left');
    doc.lineWidth(0.5).strokeColor('#bbbbbb').rect(left, y, INNER, 25).stroke();
    doc.moveTo(left + COLS[4]!, y).lineTo(left + COLS[4]!, y + 25).stroke();
    y += 25;
  };
  total(T.subtotal, inv.subtotal);
  total(T.tax(inv.taxPercent), inv.tax);
  total(T.total, inv.total, true);
  y += 14;

  doc.font('bold').fontSize(12);
  drawLine(doc, T.totalToman(formatToman(inv.total)), left, y, INNER);
  y += 22;
  doc.font('regular').fontSize(9).fillColor('#555555');
  drawLine(doc, T.unitNote, left, y, INNER);

  doc.end();
  return done;
}
