import { Suspense } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Spin, Tabs } from 'antd';
import { domainToDisplay } from '@portal/contracts';
import { Bdi, LoadFailed, PageHeader, StatusTag, useNumericParams } from '@portal/ui';
import { dnsCdnMessages } from '../../messages';
import { zoneMessages } from './messages';
import { useZone } from '../zones/api';
import { zoneTabs } from '../../routes';
import { ZONE_PAGES, type ZonePageKey } from './zone-tabs';

const t = zoneMessages.zone;

/** `/cdn/{projectId}/{id}/{page}`: one zone, its pages as tabs (each its own URL), back to the list. */
export default function ZonePage() {
  const { projectId, id } = useNumericParams('projectId', 'id');
  const { tab } = useParams();
  const navigate = useNavigate();
  const zone = useZone(projectId, id);
  const listPath = `/cdn/${projectId}`;
  if (Number.isNaN(id)) return <LoadFailed error={null} invalidId backTo={listPath} backLabel={t.back} />;
  if (!ZONE_PAGES.includes(tab as ZonePageKey)) return <Navigate to={`${listPath}/${id}/overview`} replace />;
  const Page = zoneTabs[tab as ZonePageKey];
  if (zone.isError || !zone.data) {
    return (
      <>
        <PageHeader title={dnsCdnMessages.zones.title} backTo={listPath} backLabel={t.back} />
        {zone.isError ? <LoadFailed error={zone.error} onRetry={() => void zone.refetch()} backTo={listPath} /> : <Spin />}
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={<Bdi>{domainToDisplay(zone.data.zoneName ?? '')}</Bdi>}
        subtitle={<StatusTag statusId={zone.data.statusId} status={zone.data.status} />}
        backTo={listPath}
        backLabel={t.back}
      />
      <Tabs activeKey={tab} onChange={(key) => navigate(`${listPath}/${id}/${key}`)} items={ZONE_PAGES.map((key) => ({ key, label: t.tabs[key] }))} />
      <Suspense fallback={<Spin />}>
        <Page projectId={projectId} zone={zone.data} />
      </Suspense>
    </>
  );
}
