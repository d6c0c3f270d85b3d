import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  api,
  createPaymentSchema,
  paymentAmountSpec,
  payOfferSchema,
  useVoucherSchema,
  WALLET_ENTRY_TYPES,
  WALLET_PERIODS,
  type PaymentProviderId,
  type WalletEntryType,
  type WalletListQuery,
  type WalletPeriod,
} from '@portal/contracts';
import { requireManager, visibleProjects } from '../auth/access';
import type { AuthUser } from '../auth/tokens';
import { bankForm, bankPage, checkCard, escapeHtml, maskCard } from '../billing/bank-page';
import { toCsv } from '../billing/csv';
import { invoiceDetail, invoiceSummary, listInvoices, loadInvoice, settleInvoice } from '../billing/invoices';
import { listEntries, usageReport } from '../billing/ledger';
import { commissionEntries, getOffer, listOffers, payOffer, referralSummary, referredCustomers } from '../billing/offers';
import {
  bankCallbackBody,
  createPaymentRow,
  expireStale,
  listPayments,
  newBankReference,
  paymentByToken,
  paymentProviders,
  paymentRow,
  readBankAnswer,
  receiveBankAnswer,
  toPayment,
} from '../billing/payments';
import { walletBalanceOf } from '../billing/summary';
import { getBill, listBills, shortBills } from '../billing/bills';
import { listOrders, ordersOfProduct } from '../billing/orders';
import { customerProducts } from '../billing/products';
import { useVoucher } from '../billing/vouchers';
import type { SandboxCore } from '../core';
import { addError, invalid, notFound } from '../http/errors';
import { readBody, readField, requireBody } from '../http/input';
import { publicRoute, route } from '../http/route';
import { messages } from '../messages';

// financial/...: the wallet (balance, ledger entries, CSV), payments through the gateways with the
// simulated bank's page, invoices. Only the customer's owner or admin reaches them (403 otherwise);
// another customer's payment or invoice answers 404 like a missing one.

const M = messages.financial;
/** Where the browser lands after the bank: the payment's page in the portal. */
export const portalPaymentPath = (id: number) => `/portal/wallet/payment/${id}`;
const BANK_PATH = 'financial/sandbox-bank/:token';

function walletQuery(q: { period?: string; type?: string }): WalletListQuery {
  const errors = {};
  if (q.period !== undefined && !WALLET_PERIODS.includes(q.period as WalletPeriod)) addError(errors, 'Period', M.badPeriod);
  if (q.type !== undefined && !WALLET_ENTRY_TYPES.includes(q.type as WalletEntryType)) addError(errors, 'Type', M.badEntryType);
  if (Object.keys(errors).length) throw invalid(errors);
  return { period: q.period as WalletPeriod | undefined, type: q.type as WalletEntryType | undefined };
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export function registerBillingRoutes(my: FastifyInstance, core: SandboxCore): void {
  const { db, clock } = core;
  /** Every financial call: the customer's manager only; stale payments expire first. */
  const customerOf = (user: AuthUser) => {
    requireManager(db, user);
    expireStale(db, clock.ms());
    return user.customerId;
  };

  // Wallet
  route(my, core, api.billing.walletBalance, ({ user }) => ({ balance: walletBalanceOf(db, customerOf(user)) }));
  route(my, core, api.billing.walletList, ({ user, query }) => listEntries(db, customerOf(user), walletQuery(query), clock.ms()));
  route(my, core, api.billing.walletListDownload, ({ user, query, reply }) => {
    const entries = listEntries(db, customerOf(user), walletQuery(query), clock.ms());
    const rows = entries.map((e) => [e.id, e.createdAt, M.entryTypes[e.type] ?? e.type, e.description, e.reference, e.amount, e.balanceAfter]);
    noStore(reply).type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${M.walletCsvName}"`);
    return toCsv(M.walletCsvHeader, rows) as never;
  });

  route(my, core, api.billing.walletUsageReport, ({ user, params }) => {
    const customerId = customerOf(user);
    const { period } = walletQuery({ period: params.period });
    return usageReport(db, customerId, period ?? 'all', clock.ms());
  });

  // Payments
  route(my, core, api.billing.paymentProviders, ({ user }) => {
    customerOf(user);
    return paymentProviders();
  });
  route(my, core, api.billing.paymentList, ({ user }) => listPayments(db, customerOf(user)));
  route(my, core, api.billing.paymentListDownload, ({ user, reply }) => {
    const rows = listPayments(db, customerOf(user)).map((p) => [
      p.id, p.createdAt, p.amount, p.providerName, M.stateNames[p.state] ?? p.state, p.bankReference, p.cardMask, p.invoiceNumber, p.resultMessage,
    ]);
    noStore(reply).type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${M.paymentCsvName}"`);
    return toCsv(M.paymentCsvHeader, rows) as never;
  });
  route(my, core, api.billing.paymentGet, ({ user, params }) => {
    const customerId = customerOf(user);
    const id = /^\d{1,15}$/.test(params.id) ? Number(params.id) : NaN;
    const row = Number.isSafeInteger(id) ? paymentRow(db, id) : undefined;
    if (!row || row.customer_id !== customerId) throw notFound(M.paymentNotFound);
    return toPayment(row);
  });
  route(my, core, api.billing.paymentCreate, ({ user, body }) => {
    const customerId = customerOf(user);
    const { values, errors } = readBody(createPaymentSchema, body);
    const invoice = values.invoiceId != null ? db.prepare("SELECT * FROM invoices WHERE id = ? AND customer_id = ? AND state = 'unpaid'").get(values.invoiceId, customerId) : null;
    if (values.invoiceId != null && !invoice) addError(errors, 'InvoiceId', M.invoiceForPayment);
    let amount: number | null = null;
    if (values.invoiceId == null) {
      const read = readField(paymentAmountSpec, body.amount);
      if ('error' in read) addError(errors, paymentAmountSpec.error, read.error);
      else amount = read.value as number;
    }
    if (Object.keys(errors).length) throw invalid(errors);
    const inv = invoice as Parameters<typeof createPaymentRow>[1]['invoice'];
    const row = db.transaction(() =>
      createPaymentRow(db, { customerId, userId: user.userId, amount: inv ? inv.total : amount!, provider: values.providerId as PaymentProviderId, invoice: inv, at: clock.ms() }),
    )();
    return { payment: toPayment(row), redirectUrl: `/api/my/${BANK_PATH.replace(':token', row.token)}` };
  });

  // The gateways' callbacks: called by the bank, not the customer (no token), verified by the payment's own token.
  const callbacks = [
    ['sep', api.billing.sepCallback],
    ['pec', api.billing.pecCallback],
    ['bfa', api.billing.bfaCallback],
    ['bpm', api.billing.bpmCallback],
  ] as const;
  for (const [provider, endpoint] of callbacks)
    publicRoute(my, endpoint, ({ body, reply }) => {
      const { status, ...result } = receiveBankAnswer(db, provider, readBankAnswer(provider, body), clock.ms());
      reply.code(status);
      return result;
    });

  // Vouchers
  route(my, core, api.billing.voucherUse, ({ user, body }) => {
    const customerId = customerOf(user);
    const { code } = requireBody(useVoucherSchema, body);
    return useVoucher(db, { customerId, userId: user.userId }, code as string, clock.ms());
  });

  // Offers and referrals
  route(my, core, api.billing.offerList, ({ user }) => listOffers(db, customerOf(user), clock.ms()));
  route(my, core, api.billing.offerGet, ({ user, params }) => getOffer(db, customerOf(user), params.id));
  route(my, core, api.billing.offerPay, ({ user, body }) => {
    const customerId = customerOf(user);
    const { offerId } = requireBody(payOfferSchema, body);
    return payOffer(db, customerId, offerId as number, clock.ms());
  });
  route(my, core, api.billing.referralGet, ({ user }) => referralSummary(db, customerOf(user)));
  route(my, core, api.billing.referralList, ({ user, params }) => referredCustomers(db, customerOf(user), params.referralId));
  route(my, core, api.billing.walletCommissionList, ({ user }) => commissionEntries(db, customerOf(user), clock.ms()));

  // Invoices
  route(my, core, api.billing.invoiceList, ({ user }) => listInvoices(db, customerOf(user)));
  route(my, core, api.billing.invoiceUnpaid, ({ user }) => listInvoices(db, customerOf(user), true));
  route(my, core, api.billing.invoiceSummary, ({ user }) => invoiceSummary(db, customerOf(user)));
  route(my, core, api.billing.invoiceListDownload, ({ user, reply }) => {
    const rows = listInvoices(db, customerOf(user)).map((i) => [
      i.number, i.title, M.invoiceStateNames[i.state] ?? i.state, i.issuedAt, i.dueAt, i.subtotal, i.tax, i.total, i.paidAt,
    ]);
    noStore(reply).type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${M.invoiceCsvName}"`);
    return toCsv(M.invoiceCsvHeader, rows) as never;
  });
  route(my, core, api.billing.invoiceGet, ({ user, params }) => invoiceDetail(db, loadInvoice(db, customerOf(user), params.id)));
  route(my, core, api.billing.invoiceDownload, async ({ user, params, reply }) => {
    const customerId = customerOf(user);
    const inv = invoiceDetail(db, loadInvoice(db, customerId, params.id));
    const buyer = db.prepare('SELECT name FROM customers WHERE id = ?').pluck().get(customerId) as string;
    // pdfkit and the font load on the first PDF asked for, not with the sandbox.
    const { invoicePdf } = await import('../billing/invoice-pdf');
    const pdf = await invoicePdf(inv, { seller: M.bank.merchantName, buyer });
    noStore(reply).type('application/pdf').header('content-disposition', `attachment; filename="${M.invoicePdf.fileName(inv.number)}"`);
    return pdf as never;
  });
  route(my, core, api.billing.invoicePay, ({ user, params }) => {
    const customerId = customerOf(user);
    return db.transaction(() => {
      const row = loadInvoice(db, customerId, params.id);
      settleInvoice(db, row, 'wallet', clock.ms());
      return invoiceDetail(db, loadInvoice(db, customerId, row.id));
    })();
  });

  // Bills: the wallet's monthly statements, read from the ledger.
  route(my, core, api.billing.billList, ({ user }) => listBills(db, customerOf(user), clock.ms()));
  route(my, core, api.billing.billShortList, ({ user }) => shortBills(db, customerOf(user), clock.ms()));
  route(my, core, api.billing.billGet, ({ user, params }) => getBill(db, customerOf(user), params.id, clock.ms()));
  route(my, core, api.billing.billListDownload, ({ user, params, reply }) => {
    const bill = getBill(db, customerOf(user), params.id, clock.ms());
    const entries = bill.groups.flatMap((g) => g.entries).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
    const rows = [
      [null, bill.periodStart, M.billOpening, bill.title, null, null, bill.openingBalance],
      ...entries.map((e) => [e.id, e.createdAt, M.entryTypes[e.type] ?? e.type, e.description, e.reference, e.amount, e.balanceAfter]),
      [null, bill.open ? new Date(clock.ms()).toISOString() : bill.periodEnd, M.billClosing, bill.title, null, null, bill.closingBalance],
    ];
    noStore(reply).type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${M.billCsvName(bill.id)}"`);
    return toCsv(M.billCsvHeader, rows) as never;
  });

  // Orders
  route(my, core, api.billing.orderShortList, ({ user }) => listOrders(db, customerOf(user)));
  route(my, core, api.billing.orderList, ({ user, params }) => ordersOfProduct(db, customerOf(user), params.productId));

  // My services: any signed-in user, over the projects they see (a manager: all of the customer's).
  route(my, core, api.billing.calculateMonthList, ({ user }) => customerProducts(core, visibleProjects(db, user).map((p) => p.id)));

  // The simulated bank (its own page; its form posts url-encoded fields, parsed in this scope only).
  my.register(async (bank) => {
    bank.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 2048 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const pending = (token: string) => {
      expireStale(db, clock.ms());
      const p = /^[0-9a-f]{40}$/.test(token) ? paymentByToken(db, token) : undefined;
      return p;
    };
    const closed = (reply: FastifyReply, id: number | null) =>
      reply.code(id == null ? 404 : 409).send(bankPage(`<p role="alert">${id == null ? M.paymentNotFound : M.bank.closed}</p>${id == null ? '' : `<p><a href="${portalPaymentPath(id)}">${M.bank.back}</a></p>`}`));

    bank.get(`/${BANK_PATH}`, async (req, reply) => {
      noStore(reply).type('text/html; charset=utf-8');
      const p = pending((req.params as { token: string }).token);
      if (!p || p.state !== 'pending') return closed(reply, p?.id ?? null);
      return reply.send(bankPage(bankForm(p, req.url)));
    });
    bank.post(`/${BANK_PATH}`, async (req, reply) => {
      noStore(reply).type('text/html; charset=utf-8');
      const p = pending((req.params as { token: string }).token);
      if (!p || p.state !== 'pending') return closed(reply, p?.id ?? null);
      const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
      const paid = body.action === 'pay';
      const card = typeof body.card === 'string' ? body.card : '';
      if (paid) {
        const errors = checkCard(body);
        if (Object.keys(errors).length)
          return reply.code(422).send(bankPage(bankForm(p, req.url, { card, month: String(body.month ?? ''), year: String(body.year ?? '') }, errors)));
      }
      // The bank answers the gateway's callback as the real one would post it, then sends the customer back.
      const answer = { token: p.token, paymentId: p.id, paid, reference: paid ? newBankReference() : null, amount: p.amount, cardMask: paid ? maskCard(card) : null };
      receiveBankAnswer(db, p.provider, readBankAnswer(p.provider, bankCallbackBody(p.provider, answer)), clock.ms());
      return reply.code(303).header('location', portalPaymentPath(p.id)).send(bankPage(`<p><a href="${escapeHtml(portalPaymentPath(p.id))}">${M.bank.back}</a></p>`));
    });
  });
}
