import type { FastifyInstance } from 'fastify';
import type { InvoiceDetail } from '@portal/contracts';
import { invoicePdfMessages } from './invoice-pdf-messages';

// GET /api/my/financial/invoice/download/{id} (ours, `x-portal: addition`): the invoice as a PDF,
// rendered here from the provider's own invoice/get, asked with the caller's credentials. The
// invoice/get call goes through this gateway's /api like any browser call, so it is the embedded
// sandbox's or the upstream provider's: the PDF works against any upstream that has invoice/get,
// and shows exactly what that upstream answers. Whatever invoice/get refuses (401, 403, 404…) is
// answered as it came, so the portal reads the error as it would read invoice/get's.

const PATH = '/api/my/financial/invoice/download/:id';
/** The caller's headers the upstream reads to know who asks and in what language (the caller's address goes as the call's own). */
const PASSED = ['authorization', 'cookie', 'accept-language'] as const;

export function registerInvoicePdf(app: FastifyInstance): void {
  app.get<{ Params: { id: string } }>(PATH, async (req, reply) => {
    const headers: Record<string, string> = {};
    for (const name of PASSED) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const { id } = req.params;
    const answer = await app.inject({ method: 'GET', url: `/api/my/financial/invoice/get/${encodeURIComponent(id)}`, headers, remoteAddress: req.ip });
    const type = String(answer.headers['content-type'] ?? '');
    if (answer.statusCode !== 200 || !type.includes('json')) {
      if (type) reply.type(type);
      return reply.code(answer.statusCode === 200 ? 502 : answer.statusCode).send(answer.rawPayload);
    }
    // pdfkit and the font load on the first PDF asked for, not with the gateway.
    const { invoicePdf } = await import('./invoice-pdf');
    const pdf = await invoicePdf(answer.json() as InvoiceDetail);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${invoicePdfMessages.fileName(/^\d{1,15}$/.test(id) ? id : '')}"`)
      .send(pdf);
  });
}
