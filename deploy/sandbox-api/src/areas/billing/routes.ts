import type { FastifyInstance, FastifyReply } from 'fastify';
import { api, createPaymentSchema, PAYMENT_PROVIDERS, WALLET_REPORT_MAX_DAYS, payInvoiceSchema, payOfferSchema, useVoucherSchema } from '@portal/contracts';
import { requireManager, visibleProjects } from '../../auth/access';
import type { AuthUser } from '../../auth/tokens';
import { bankForm, bankPage, checkCard, escapeHtml, maskCard } from './bank-page';
import { toCsv } from './csv';
import { invoiceDetail, invoiceTotals, listInvoices, loadInvoice, settleInvoice, unpaidInvoices } from './invoices';
import { commissions, usageReport, walletTransactions } from './ledger';
import { getOffer, listOffers, payOffer, referralSummary, referredCustomers } from './offers';
import {
  bankCallbackBody,
  createPaymentRow,
  expireStale,
  listPayments,
  paymentByToken,
  paymentProviders,
  paymentRow,
  receiveCallback,
  recordAtBank,
  TOKEN_PATTERN,
  toPayment,
} from './payments';
import { walletBalanceOf } from './summary';
import { calculateMonths, getBill, getStatement, listBills, shortBills } from './bills';
import { listOrders, ordersOfProduct } from './orders';
import { customerProducts } from './products';
import { useVoucher } from './vouchers';
import type { SandboxCore } from '../../core';
import { invalid, notFound } from '../../http/errors';
import { requireBody } from '../../http/input';
import { publicRoute, route } from '../../http/route';
import { messages } from '../../messages';

// financial/...: the wallet (balance, ledger entries, CSV), payments through the gateways with the
// simulated bank's page, invoices. Only the customer's owner or admin reaches them (403 otherwise);
// another customer's payment or invoice answers 404 like a missing one.

const M = messages.financial;
/** Where the browser lands after the bank: the payment's page in the portal. */
export const portalPaymentPath = (id: number) => `/portal/wallet/payment/${id}`;
const BANK_PATH = 'financial/sandbox-bank/:token';

/** usage-report's `period`: a whole number of days, 1 to WALLET_REPORT_MAX_DAYS. */
function reportDays(raw: string): number {
  const days = /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
  if (!(days >= 1 && days <= WALLET_REPORT_MAX_DAYS)) throw invalid({ Period: [M.badReportPeriod(WALLET_REPORT_MAX_DAYS)] });
  return days;
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
  route(my, core, api.billing.walletBalance, ({ user }) => walletBalanceOf(db, customerOf(user)));
  route(my, core, api.billing.walletList, ({ user }) => walletTransactions(db, customerOf(user), clock.ms()));
  route(my, core, api.billing.walletListDownload, ({ user, reply }) => {
    const rows = walletTransactions(db, customerOf(user), clock.ms()).map((e) => [
      e.id,
      e.transactionDate,
      e.description ?? null,
      e.credit,
      e.debit,
      e.balance,
    ]);
    noStore(reply).type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${M.walletCsvName}"`);
    return toCsv(M.walletCsvHeader, rows) as never;
  });

  route(my, core, api.billing.walletUsageReport, ({ user, params }) => {
    const customerId = customerOf(user);
    return usageReport(db, customerId, reportDays(params.period), clock.ms());
  });

  // Payments
  route(my, core, api.billing.paymentProviders, ({ user }) => {
    customerOf(user);
    return paymentProviders();
  });
  route(my, core, api.billing.paymentList, ({ user }) => listPayments(db, customerOf(user)).map(toPayment));
  route(my, core, api.billing.paymentListDownload, ({ user, reply }) => {
    const rows = listPayments(db, customerOf(user)).map((r) => {
      const p = toPayment(r);
      return [p.id, p.transactionDate, p.amount, p.paymentProvider, p.paymentStatus, r.bank_reference, p.hashCardNumber ?? null];
    });
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
    const { amount, paymentProviderId } = requireBody(createPaymentSchema, body);
    const provider = PAYMENT_PROVIDERS[paymentProviderId as number]!;
    const row = createPaymentRow(db, { customerId, userId: user.userId, amount: amount as number, provider, at: clock.ms() });
    return { status: true, location: `/api/my/${BANK_PATH.replace(':token', row.token)}`, phoneNumber: null, refId: row.token };
  });

  // The gateways' call-backs: posted by the bank, not the customer (no access token); verified against the bank's record.
  const callbacks = [
    ['sep', api.billing.sepCallback],
    ['pec', api.billing.pecCallback],
    ['bfa', api.billing.bfaCallback],
    ['bpm', api.billing.bpmCallback],
  ] as const;
  for (const [provider, endpoint] of callbacks) publicRoute(my, endpoint, ({ body }) => ({ message: receiveCallback(db, provider, body, clock.ms()).message }));

  // Vouchers
  route(my, core, api.billing.voucherUse, ({ user, body }) => {
    const customerId = customerOf(user);
    const { voucherCode } = requireBody(useVoucherSchema, body);
    return useVoucher(db, { customerId, userId: user.userId }, voucherCode as string, clock.ms());
  });

  // Offers and referrals
  route(my, core, api.billing.offerList, ({ user }) => listOffers(db, customerOf(user), clock.ms()));
  route(my, core, api.billing.offerGet, ({ user, params }) => getOffer(db, customerOf(user), params.id));
  route(my, core, api.billing.offerPay, ({ user, body }) => {
    const customerId = customerOf(user);
    const { offerId, paymentProviderId } = requireBody(payOfferSchema, body);
    if (paymentProviderId != null) throw invalid({ PaymentProviderId: [M.offerByBank] });
    return payOffer(db, customerId, offerId as number, clock.ms());
  });
  route(my, core, api.billing.referralGet, ({ user }) => referralSummary(db, customerOf(user)));
  route(my, core, api.billing.referralList, ({ user, params }) => referredCustomers(db, customerOf(user), params.referralId));
  route(my, core, api.billing.walletCommissionList, ({ user }) => commissions(db, customerOf(user)));

  // Invoices
  route(my, core, api.billing.invoiceList, ({ user }) => listInvoices(db, customerOf(user)));
  route(my, core, api.billing.invoiceUnpaid, ({ user }) => unpaidInvoices(db, customerOf(user)));
  route(my, core, api.billing.invoiceSummary, ({ user }) => invoiceTotals(db, customerOf(user)));
  route(my, core, api.billing.invoiceListDownload, ({ user, reply }) => {
    const rows = listInvoices(db, customerOf(user)).map((i) => [i.id, i.invoiceStatus, i.fromDate, i.toDate, i.netPrice, i.discount, i.vat, i.invoicePrice]);
    noStore(reply).type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${M.invoiceCsvName}"`);
    return toCsv(M.invoiceCsvHeader, rows) as never;
  });
  route(my, core, api.billing.invoiceGet, ({ user, params }) => invoiceDetail(db, loadInvoice(db, customerOf(user), params.id)));
  // The invoice's PDF (financial/invoice/download, ours) is the gateway's, rendered from invoice/get.
  // From the wallet; `location` is for the provider's bank route, which here is payment/create.
  route(my, core, api.billing.invoicePay, ({ user, body }) => {
    const customerId = customerOf(user);
    const { id } = requireBody(payInvoiceSchema, body);
    db.transaction(() => settleInvoice(db, loadInvoice(db, customerId, id), 'wallet', clock.ms()))();
    return { status: true, location: null };
  });

  // Bills: the wallet's monthly statements, read from the ledger.
  route(my, core, api.billing.billList, ({ user }) => listBills(db, customerOf(user), clock.ms()));
  route(my, core, api.billing.billShortList, ({ user }) => shortBills(db, customerOf(user), clock.ms()));
  route(my, core, api.billing.billGet, ({ user, params }) => getBill(db, customerOf(user), params.id, clock.ms()));
  route(my, core, api.billing.billListDownload, ({ user, params, reply }) => {
    const st = getStatement(db, customerOf(user), params.id, clock.ms());
    const rows = [
      [null, new Date(st.month.start).toISOString(), M.billOpening, st.month.title, null, null, st.openingBalance],
      ...st.entries.map((e) => [e.id, e.createdAt, M.entryTypes[e.type] ?? e.type, e.description, e.reference, e.amount, e.balanceAfter]),
      [null, new Date(st.open ? clock.ms() : st.month.end).toISOString(), M.billClosing, st.month.title, null, null, st.closingBalance],
    ];
    noStore(reply)
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${M.billCsvName(st.month.id)}"`);
    return toCsv(M.billCsvHeader, rows) as never;
  });

  // Orders
  route(my, core, api.billing.orderShortList, ({ user }) => listOrders(db, customerOf(user)));
  route(my, core, api.billing.orderList, ({ user, params }) => ordersOfProduct(db, customerOf(user), params.productId));

  // My services: any signed-in user, over the projects they see (a manager: all of the customer's).
  route(my, core, api.billing.customerProductList, ({ user }) =>
    customerProducts(
      core,
      visibleProjects(db, user).map((p) => p.id),
    ),
  );
  route(my, core, api.billing.calculateMonthList, ({ user }) => calculateMonths(db, customerOf(user), clock.ms()));

  // The simulated bank (its own page; its form posts url-encoded fields, parsed in this scope only).
  my.register(async (bank) => {
    bank.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 2048 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const pending = (token: string) => {
      expireStale(db, clock.ms());
      const p = TOKEN_PATTERN.test(token) ? paymentByToken(db, token) : undefined;
      return p;
    };
    const closed = (reply: FastifyReply, id: number | null) =>
      reply
        .code(id == null ? 404 : 409)
        .send(
          bankPage(
            `<p role="alert">${id == null ? M.paymentNotFound : M.bank.closed}</p>${id == null ? '' : `<p><a href="${portalPaymentPath(id)}">${M.bank.back}</a></p>`}`,
          ),
        );

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
      // The bank writes down what happened, posts the gateway's call-back as the real one would, then sends the customer back.
      db.transaction(() => {
        const record = recordAtBank(db, p, { paid, cardMask: paid ? maskCard(card) : null }, clock.ms());
        receiveCallback(db, p.provider, bankCallbackBody(p, record), clock.ms());
      })();
      return reply
        .code(303)
        .header('location', portalPaymentPath(p.id))
        .send(bankPage(`<p><a href="${escapeHtml(portalPaymentPath(p.id))}">${M.bank.back}</a></p>`));
    });
  });
}
