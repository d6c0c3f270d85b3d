import { Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { billingMessages } from '../messages';

const t = billingMessages.nav;
const TABS = [
  { key: '/portal/wallet', label: t.wallet },
  { key: '/portal/wallet/payment', label: t.payments },
  { key: '/portal/wallet/invoice', label: t.invoices },
  { key: '/portal/wallet/bill', label: t.bills },
  { key: '/portal/sales', label: t.sales },
  { key: '/portal/financial', label: t.financial },
];

/** Wallet, payments, invoices, bills, orders and the financial page: one tab strip over the lists (links, so keyboard and middle-click work). */
export function BillingNav() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = [...TABS].reverse().find((tab) => pathname === tab.key || pathname.startsWith(`${tab.key}/`))?.key ?? TABS[0]!.key;
  return (
    <Tabs activeKey={active} onChange={(key) => navigate(key)} items={TABS.map((tab) => ({ key: tab.key, label: tab.label }))} style={{ marginBottom: 8 }} />
  );
}
