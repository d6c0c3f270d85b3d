import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Descriptions, Flex, Space, Spin } from 'antd';
import { api, domainToDisplay, serviceStatusOf } from '@portal/contracts';
import { call } from '@portal/api';
import { EMPTY_VALUE, fill } from '@portal/locale';
import { Bdi, ConfirmAction, DateText, LoadFailed, notify, PageHeader, Permitted, StatusTag, useNumericParams, WithReason } from '@portal/ui';
import { dnsCdnMessages } from '../../messages';
import { webHostMessages } from './messages';
import { useDeleteWebHost, useWebHost } from './api';
import { EditWebHostDialog } from './EditWebHostDialog';

const t = webHostMessages.webHost;

/**
 * `/web-host/{projectId}/{id}`: one web host as the provider sends it (domain, data centre, status,
 * dates), the control panel login, a plan change, delete. Plan, space, PHP and price are not sent.
 */
export default function WebHostPage() {
  const { projectId, id } = useNumericParams('projectId', 'id');
  const navigate = useNavigate();
  const host = useWebHost(projectId, id);
  const remove = useDeleteWebHost();
  const [editing, setEditing] = useState(false);
  const listPath = `/web-host/${projectId}`;
  const back = dnsCdnMessages.webHosts.back;
  if (Number.isNaN(id) || host.isError || !host.data) {
    return (
      <>
        <PageHeader title={dnsCdnMessages.webHosts.title} backTo={listPath} backLabel={back} />
        {Number.isNaN(id) || host.isError ? (
          <LoadFailed
            error={host.error}
            invalidId={Number.isNaN(id)}
            onRetry={() => void host.refetch()}
            backTo={listPath}
            backLabel={back}
            notFoundTitle={t.notFound}
          />
        ) : (
          <Spin />
        )}
      </>
    );
  }
  const h = host.data;
  const domain = domainToDisplay(h.domainName ?? '');
  const state = serviceStatusOf(h.statusId);
  const active = state === 'active';

  const openPanel = async () => {
    // Open the tab inside the click so popup blockers allow it, then point it at the one-time link.
    const win = window.open('', '_blank');
    try {
      const { location: url } = await call(api.webHost.getLoginSession, { params: { projectId, id: h.id } });
      if (!url) throw new Error('no location');
      if (win) {
        win.opener = null;
        win.location.href = url;
      } else window.open(url, '_blank', 'noopener');
      notify.success(t.loginOpened);
    } catch {
      win?.close();
    }
  };

  return (
    <>
      <PageHeader
        title={<Bdi>{domain}</Bdi>}
        subtitle={<StatusTag statusId={h.statusId} status={h.status} />}
        backTo={listPath}
        backLabel={back}
        extra={
          <Space wrap>
            <WithReason reason={active ? undefined : t.loginNeedsActive}>
              <Button type="primary" disabled={!active} onClick={() => void openPanel()}>
                {t.login}
              </Button>
            </WithReason>
            <Permitted>
              {(disabled) => (
                <Button disabled={disabled || !active} onClick={() => setEditing(true)}>
                  {t.edit}
                </Button>
              )}
            </Permitted>
          </Space>
        }
      />
      <Flex vertical gap={16}>
        <Card>
          <Descriptions
            column={{ xs: 1, sm: 2, lg: 3 }}
            items={[
              { key: 'status', label: t.status, children: <StatusTag statusId={h.statusId} status={h.status} /> },
              { key: 'datacenter', label: t.datacenter, children: h.datacenter ?? EMPTY_VALUE },
              { key: 'created', label: t.createdAt, children: h.createDate ? <DateText value={h.createDate} /> : EMPTY_VALUE },
              { key: 'expire', label: t.expireDate, children: h.expireDate ? <DateText value={h.expireDate} /> : t.hourlyNoExpiry },
            ]}
          />
        </Card>
        <Flex justify="end">
          <ConfirmAction
            danger
            label={t.delete}
            title={t.deleteTitle}
            description={fill(t.deleteText, { domain })}
            // Its files and databases go with it.
            typedConfirmation={domain}
            okText={t.delete}
            cancelText={t.cancel}
            disabled={state === 'deleting'}
            onConfirm={async () => {
              await remove.mutateAsync({ params: { projectId, id: h.id } });
              notify.success(t.deleted);
              navigate(listPath);
            }}
          />
        </Flex>
      </Flex>
      <EditWebHostDialog projectId={projectId} host={h} open={editing} onClose={() => setEditing(false)} />
    </>
  );
}
