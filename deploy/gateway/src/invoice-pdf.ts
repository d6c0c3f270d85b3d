import PDFDocument from 'pdfkit';
import { invoiceStateOf, type InvoiceDetail } from '@portal/contracts';
import { EMPTY_VALUE, formatDate, formatNumber, formatToman, toPersianDigits } from '@portal/locale';
import { invoicePdfMessages as T } from './invoice-pdf-messages';
import { drawLine, vazirmatnPath, wrapLines, type Align } from './invoice-pdf-text';

// The invoice as an A4 PDF, right to left, from the provider's invoice/get alone: the header facts
// (number, state, dates, seller and buyer), the items table (row, description, quantity, unit
// price, amount; Rial as on Iranian invoices), the provider's lines (items' sum, discount, the sum
// after it, tax, what is paid) and what is paid in Toman as the portal shows it. Any value the
// provider's document allows renders (nulls, long strings, odd numbers). Text goes through
// invoice-pdf-text.ts (shaping and bidi).

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const INNER = PAGE.width - 2 * PAGE.margin;
/** Column widths from the right edge: row, description, quantity, unit price, amount. */
const COLS = [34, 221, 50, 105, 105];
const LINE = 15;
const rial = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) ? formatNumber(n, { maximumFractionDigits: 0 }) : EMPTY_VALUE);
const text = (v: string | null | undefined) => (v && v.trim() ? v : EMPTY_VALUE);
const quantity = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) ? toPersianDigits(String(n)) : EMPTY_VALUE);

/** Renders the invoice; resolves with the PDF file's bytes. */
export function invoicePdf(inv: InvoiceDetail): Promise<Buffer> {
  const number = toPersianDigits(String(inv.id));
  const doc = new PDFDocument({ size: 'A4', margin: PAGE.margin, info: { Title: `${T.heading} ${number}`, Author: inv.sellerName ?? '' } });
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
  /** A new page when `height` more would run past the bottom margin. */
  const room = (height: number) => {
    if (y + height <= PAGE.height - PAGE.margin) return;
    doc.addPage();
    y = PAGE.margin;
  };

  doc.font('bold').fontSize(18);
  drawLine(doc, T.heading, left, y, INNER, 'center');
  y += 34;

  // Facts: two columns of "label: value", the right one first; a long value wraps in its column.
  doc.font('regular').fontSize(10.5);
  const half = INNER / 2;
  const state = invoiceStateOf(inv.invoiceStatusId);
  const contact = (address: string | null | undefined, phone: string | null | undefined) =>
    [address ? `${T.address}: ${address}` : '', phone ? `${T.phone}: ${phone}` : ''].filter(Boolean).join('، ');
  const facts: Array<[string, string]> = [
    [`${T.number}: ${number}`, `${T.state}: ${state ? T.states[state] : text(inv.invoiceStatus)}`],
    [`${T.issuedAt}: ${formatDate(inv.invoiceDate)}`, `${T.period}: ${T.periodText(formatDate(inv.fromDate), formatDate(inv.toDate))}`],
    [`${T.seller}: ${text(inv.sellerName)}`, `${T.buyer}: ${text(inv.customerName)}`],
    [contact(inv.sellerAddress, inv.sellerPhone), contact(inv.customerAddress, inv.customerPhone)],
  ];
  const factsTop = y - 6;
  for (const [first, second] of facts) {
    const a = first ? wrapLines(doc, first, half - 8) : [];
    const b = second ? wrapLines(doc, second, half - 8) : [];
    const lines = Math.max(a.length, b.length);
    if (!lines) continue;
    a.forEach((line, k) => drawLine(doc, line, left + half, y + k * LINE, half - 8));
    b.forEach((line, k) => drawLine(doc, line, left, y + k * LINE, half - 8));
    y += lines * LINE + 5;
  }
  doc
    .lineWidth(0.7)
    .strokeColor('#999999')
    .roundedRect(left, factsTop, INNER, y - factsTop, 4)
    .stroke();
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
    const height = Math.max(...lines.map((l) => l.length)) * LINE + 10;
    room(height);
    if (opts.fill) doc.rect(left, y, INNER, height).fill(opts.fill);
    doc.fillColor('#000000');
    lines.forEach((cellLines, i) =>
      cellLines.forEach((line, k) => drawLine(doc, line, xs[i]! + 5, y + 5 + k * LINE, COLS[i]! - 10, opts.aligns?.[i] ?? 'right')),
    );
    doc.lineWidth(0.5).strokeColor('#bbbbbb').rect(left, y, INNER, height).stroke();
    for (const x of xs.slice(0, -1))
      doc
        .moveTo(x, y)
        .lineTo(x, y + height)
        .stroke();
    y += height;
  };
  row(T.columns, { bold: true, fill: '#eeeeee' });
  (inv.invoiceItems ?? []).forEach((item, i) =>
    row([T.row(i + 1), text(item.product), quantity(item.quantity), rial(item.unitPrice), rial(item.price)], {
      aligns: ['center', 'right', 'center', 'left', 'left'],
    }),
  );

  // The provider's lines under the amount column, labelled across the others.
  const labelWidth = INNER - COLS[4]!;
  const total = (label: string, amount: number, bold = false) => {
    room(25);
    doc.font(bold ? 'bold' : 'regular').fontSize(10.5);
    drawLine(doc, label, left + COLS[4]!, y + 5, labelWidth - 10);
    drawLine(doc, rial(amount), left + 5, y + 5, COLS[4]! - 10, 'left');
    doc.lineWidth(0.5).strokeColor('#bbbbbb').rect(left, y, INNER, 25).stroke();
    doc
      .moveTo(left + COLS[4]!, y)
      .lineTo(left + COLS[4]!, y + 25)
      .stroke();
    y += 25;
  };
  total(T.netPrice, inv.netPrice);
  total(T.discount, inv.discount);
  total(T.totalPrice, inv.totalPrice);
  total(T.vat, inv.vat);
  total(T.invoicePrice, inv.invoicePrice, true);
  y += 14;

  room(40);
  doc.font('bold').fontSize(12);
  drawLine(doc, T.totalToman(formatToman(inv.invoicePrice)), left, y, INNER);
  y += 22;
  doc.font('regular').fontSize(9).fillColor('#555555');
  drawLine(doc, T.unitNote, left, y, INNER);

  doc.end();
  return done;
}
