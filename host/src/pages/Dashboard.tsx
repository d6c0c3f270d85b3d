import { Link } from 'react-router-dom';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import Row from 'antd/es/row';
import Skeleton from 'antd/es/skeleton';
import Statistic from 'antd/es/statistic';
import Typography from 'antd/es/typography';
import { api } from '@portal/contracts';
import { useApiQuery } from '@portal/api';
import { formatRial, toPersianDigits } from '@portal/locale';
import { useProjectStore } from '@portal/session';
import { PageHeader } from '@portal/ui/page-header';
import { hostMessages } from '../messages';
import { mayLinkTo, useRegisteredRemotes } from '../remotes/registered';
import { usageCardLink, usageCards, usageMonthLabel, type UsageCard as UsageCardSpec } from './dashboard-cards';

const t = hostMessages.dashboard;

function UsageCard({ card }: { card: UsageCardSpec }) {
  const projectId = useProjectStore((s) => s.selectedProjectId);
  const to = usageCardLink(card, projectId, useRegisteredRemotes());
  const { data, isLoading, isError, refetch } = useApiQuery(card.group, api.dashboard.usage, { params: { categoryId: card.category } });
  const current = data?.at(-1);
  return (
    <Card title={card.title} size="small" extra={to !== null && <Link to={to}>{t.open}</Link>} data-testid={`usage-${card.category}`}>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : isError || !data ? (
        <Button size="small" onClick={() => void refetch()}>
          {t.retry}
        </Button>
      ) : !current ? (
        <Typography.Text type="secondary">{t.noUsage}</Typography.Text>
      ) : (
        <>
          <Statistic title={t.current} value={toPersianDigits(current.count)} />
          <Flex wrap="wrap" gap={8} style={{ marginTop: 8 }} aria-label={t.months}>
            {data.slice(0, -1).map((m, i) => (
              <Typography.Text key={`${m.month}-${i}`} type="secondary" style={{ fontSize: 12 }}>
                {usageMonthLabel(m.month)}: {toPersianDigits(m.count)}
              </Typography.Text>
            ))}
          </Flex>
        </>
      )}
    </Card>
  );
}

function FinancialCard() {
  // Account-wide figures: kept with the other account-level data under 'Accessibility'.
  const { data, isLoading, isError, refetch } = useApiQuery('Accessibility', api.dashboard.financial, {});
  return (
    <Card title={t.financial} data-testid="financial-summary">
      {isLoading ? (
        <Skeleton active />
      ) : isError || !data ? (
        <Alert
          type="error"
          message={t.loadFailed}
          action={
            <Button size="small" onClick={() => void refetch()}>
              {t.retry}
            </Button>
          }
        />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} sm={12} lg={8}>
            <Statistic
              title={t.balance}
              value={formatRial(data.walletBalance ?? 0)}
              valueStyle={{ color: (data.walletBalance ?? 0) < 0 ? 'var(--ant-color-error)' : undefined }}
            />
          </Col>
          <Col xs={24} sm={12} lg={8}>
            <Statistic title={t.unpaidInvoices} value={`${toPersianDigits(data.unpaidInvoiceCount ?? 0)} — ${formatRial(data.billPrice ?? 0)}`} />
          </Col>
          <Col xs={24} sm={12} lg={8}>
            <Statistic title={t.activeServices} value={toPersianDigits(data.activeServiceCount ?? 0)} />
          </Col>
        </Row>
      )}
    </Card>
  );
}

/** The shortcuts' links (label, path), the selected project's page among them; the search box finds them by name too. */
export function shortcutLinks(projectId: number | null): Array<[string, string]> {
  const l = t.shortcutLinks;
  return [
    [l.account, '/portal/account'],
    [l.twoFactor, '/portal/account?tab=two-factor'],
    [l.users, '/portal/account?tab=users'],
    [l.log, '/portal/account?tab=log'],
    [l.financial, '/portal/financial'],
    [l.wallet, '/portal/wallet'],
    [l.support, '/portal/supports'],
    ...(projectId !== null ? ([[l.project, `/project/${projectId}/specification`]] as Array<[string, string]>) : []),
  ];
}

/** Links into the account, billing and support areas (those deployed here), and the selected project's page. */
function Shortcuts() {
  const projectId = useProjectStore((s) => s.selectedProjectId);
  const registered = useRegisteredRemotes();
  const links = shortcutLinks(projectId);
  return (
    <Card title={t.shortcuts} size="small" style={{ marginTop: 16 }} data-testid="dashboard-shortcuts">
      <Flex wrap="wrap" gap={8}>
        {links
          .filter(([, to]) => mayLinkTo(to, registered))
          .map(([label, to]) => (
            <Link key={to} to={to}>
              <Button tabIndex={-1}>{label}</Button>
            </Link>
          ))}
      </Flex>
    </Card>
  );
}

export function Dashboard() {
  return (
    <>
      <PageHeader title={t.title} />
      <FinancialCard />
      <Shortcuts />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t.usage}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {usageCards.map((card) => (
          <Col key={card.category} xs={24} md={12} xl={8}>
            <UsageCard card={card} />
          </Col>
        ))}
      </Row>
    </>
  );
}
