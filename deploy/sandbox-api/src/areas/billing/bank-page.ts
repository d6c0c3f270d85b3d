import { formatRial, formatToman, toPersianDigits } from '@portal/locale';
import { messages } from '../../messages';
import type { PaymentRow } from './payments';

// The simulated bank's page: what a Shaparak gateway shows (merchant, amount, card form, pay and
// cancel). Plain HTML without scripts (the gateway's CSP allows none inline); RTL Persian.

const B = messages.financial.bank;

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `body{font-family:Tahoma,sans-serif;background:#eef2f7;margin:0;padding:16px;color:#1f2937}
main{max-width:460px;margin:0 auto;background:#fff;border-radius:8px;padding:20px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
h1{font-size:20px;margin:0 0 8px}p.hint{font-size:13px;color:#4b5563}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px}
dt{color:#4b5563}dd{margin:0;font-weight:bold}label{display:block;margin-top:12px}input{width:100%;box-sizing:border-box;padding:8px;font-size:16px;border:1px solid #6b7280;border-radius:4px}
.row{display:flex;gap:8px}.row>*{flex:1}.buttons{display:flex;gap:8px;margin-top:20px}button{flex:1;padding:10px;font-size:16px;border-radius:4px;border:1px solid #1d4ed8;cursor:pointer}
button.pay{background:#1d4ed8;color:#fff}button.cancel{background:#fff;color:#1d4ed8}[role=alert]{color:#b91c1c;margin:4px 0}
a{color:#1d4ed8}`;

export function bankPage(body: string): string {
  return `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${B.title}</title><style>${STYLE}</style></head><body><main><h1>${B.title}</h1><p class="hint">${B.hint}</p>${body}</main></body></html>`;
}

export interface CardInput {
  card: string;
  month: string;
  year: string;
}
export type CardErrors = Partial<Record<'card' | 'cvv2' | 'pin', string>>;

const field = (id: string, label: string, attrs: string, error?: string) =>
  `<label for="${id}">${label}</label><input id="${id}" name="${id}" dir="ltr" ${attrs}${error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}>${
    error ? `<div id="${id}-error" role="alert">${error}</div>` : ''
  }`;

export function bankForm(p: PaymentRow, action: string, input: Partial<CardInput> = {}, errors: CardErrors = {}): string {
  const summary = `<dl><dt>${B.merchant}</dt><dd>${B.merchantName}</dd><dt>${B.provider}</dt><dd>${escapeHtml(messages.financial.providers[p.provider] ?? p.provider)}</dd><dt>${B.paymentNumber}</dt><dd>${toPersianDigits(p.id)}</dd><dt>${B.amount}</dt><dd>${formatToman(p.amount)} (${formatRial(p.amount)})</dd></dl>`;
  const v = (s: string | undefined) => escapeHtml(s ?? '');
  return `${summary}<form method="post" action="${escapeHtml(action)}" novalidate>
${field('card', B.card, `inputmode="numeric" autocomplete="cc-number" maxlength="19" value="${v(input.card)}"`, errors.card)}
<div class="row"><div>${field('cvv2', B.cvv2, 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"', errors.cvv2)}</div>
<div><label for="month">${B.expiry}</label><div class="row"><input id="month" name="month" dir="ltr" inputmode="numeric" maxlength="2" aria-label="${B.expiry}" value="${v(input.month)}"><input id="year" name="year" dir="ltr" inputmode="numeric" maxlength="2" aria-label="${B.expiry}" value="${v(input.year)}"></div></div></div>
${field('pin', B.pin, 'type="password" inputmode="numeric" autocomplete="off" maxlength="12"', errors.pin)}
<div class="buttons"><button class="pay" type="submit" name="action" value="pay">${B.pay}</button><button class="cancel" type="submit" name="action" value="cancel" formnovalidate>${B.cancel}</button></div>
</form>`;
}

/** Card checks of the simulated bank: any 16 digits, a 3–4 digit CVV2, a non-empty second password. */
export function checkCard(body: Record<string, unknown>): CardErrors {
  const text = (k: string) => (typeof body[k] === 'string' ? (body[k] as string).replace(/[\s-]/g, '') : '');
  const errors: CardErrors = {};
  if (!/^\d{16}$/.test(text('card'))) errors.card = B.badCard;
  if (!/^\d{3,4}$/.test(text('cvv2'))) errors.cvv2 = B.badCvv;
  if (!text('pin')) errors.pin = B.badPin;
  return errors;
}

/** `6037991234567890` → `603799******7890`, as banks report the card. */
export const maskCard = (card: string) => {
  const digits = card.replace(/\D/g, '');
  return `${digits.slice(0, 6)}******${digits.slice(-4)}`;
};
