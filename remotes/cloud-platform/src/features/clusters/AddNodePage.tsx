import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Col, Flex, Form, Input, Radio, Row, Skeleton } from 'antd';
import { bundlePrice, NODE_TYPE, PATTERNS, serviceStatusOf, type KuberClusterBundle } from '@portal/contracts';
import { fieldMessagesTarget, sendForm } from '@portal/api';
import { fill, formatGigabytes, formatNumber, formatToman } from '@portal/locale';
import { BundleCards, LoadFailed, notify, PageHeader, PriceSummary, useNumericParams, usePermission, WithReason } from '@portal/ui';
import { clusterMessages } from './messages';
import { useCluster, useClusterBundles, useCreateNode } from './api';
import { useNodeWizard } from './node-wizard';

const t = clusterMessages.addNode;
const c = clusterMessages.createCluster;

const bundleLines = (b: KuberClusterBundle): string[] => [
  fill(c.cores, { n: formatNumber(b.vCpu) }),
  `${formatGigabytes(b.vMemory)} RAM`,
  `${formatGigabytes(b.vDisk)} SSD`,
];

/** `/kubernetes-cluster/{projectId}/{id}/add-node`: one worker node of a bundle; the cluster scales meanwhile. */
export default function AddNodePage() {
  const { projectId, id } = useNumericParams('projectId', 'id');
  const navigate = useNavigate();
  const cluster = useCluster(projectId, id);
  const bundles = useClusterBundles();
  const create = useCreateNode();
  const { allowed, reason } = usePermission('write');
  const wizard = useNodeWizard();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  // One worker of a bundle: the bundle's own price (monthly, and monthly / 720 an hour).
  const price = bundlePrice(bundles.data?.find((b) => b.id === wizard.productBundle));
  const detailPath = `/kubernetes-cluster/${projectId}/${id}`;
  const { reset } = wizard;
  // A fresh wizard on every visit.
  useEffect(() => reset, [reset]);

  if (cluster.isLoading) return <Skeleton active />;
  if (!cluster.data)
    return <LoadFailed error={cluster.error} invalidId={Number.isNaN(id)} onRetry={() => void cluster.refetch()} backTo={detailPath} backLabel={t.back} />;
  const running = serviceStatusOf(cluster.data.statusId) === 'active';

  const submit = async () => {
    if (!wizard.productBundle) return notify.error(t.bundleRequired);
    if (!PATTERNS.password.test(wizard.vmPassword)) return notify.error(t.passwordRequired);
    if (create.isPending) return;
    setErrors({});
    const accepted = await sendForm(fieldMessagesTarget(setErrors), () =>
      create.mutateAsync({
        params: { projectId, kuberClusterHostId: id },
        // CreateKubernetesNodeModel: a worker of the chosen bundle (the wizard offers bundles only).
        body: {
          kubernetesNodeTypeId: NODE_TYPE.worker,
          isPredefined: true,
          productBundleId: wizard.productBundle!,
          vmPassword: wizard.vmPassword,
          cpu: null,
          memory: null,
          disk: null,
        },
      }),
    );
    if (!accepted) return;
    notify.success(t.added);
    wizard.reset();
    navigate(detailPath);
  };

  const rows = price && [
    { label: t.monthly, value: formatToman(price.monthly) },
    { label: t.hourly, value: formatToman(price.hourly) },
  ];
  return (
    <>
      <PageHeader title={fill(t.title, { name: cluster.data.name ?? '' })} backTo={detailPath} backLabel={t.back} />
      {reason ? <Alert type="warning" showIcon title={reason} style={{ marginBottom: 16 }} /> : null}
      {!running && <Alert type="info" showIcon title={t.notRunning} style={{ marginBottom: 16 }} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Flex vertical gap={16}>
            <Card title={t.nodeType}>
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                aria-label={t.nodeType}
                value={wizard.nodeType}
                options={[{ value: 'worker', label: t.nodeTypes.worker }]}
                onChange={() => wizard.set({ nodeType: 'worker' })}
              />
            </Card>
            <Card title={t.bundle}>
              <Form.Item validateStatus={errors.productBundleId ? 'error' : undefined} help={errors.productBundleId?.[0]} style={{ margin: 0 }}>
                <BundleCards
                  bundles={bundles.data}
                  loading={bundles.isLoading}
                  describe={bundleLines}
                  value={wizard.productBundle}
                  onChange={(productBundle) => wizard.set({ productBundle })}
                  col={{ xs: 24, sm: 12, xl: 6 }}
                  aria-label={t.bundle}
                />
              </Form.Item>
            </Card>
            <Card title={t.password}>
              <Form layout="vertical" component="div">
                <Form.Item
                  label={t.password}
                  htmlFor="node-password"
                  validateStatus={errors.vmPassword ? 'error' : undefined}
                  help={errors.vmPassword?.[0]}
                  style={{ margin: 0 }}
                >
                  <Input.Password
                    id="node-password"
                    dir="ltr"
                    autoComplete="new-password"
                    value={wizard.vmPassword}
                    onChange={(e) => wizard.set({ vmPassword: e.target.value })}
                  />
                </Form.Item>
              </Form>
            </Card>
          </Flex>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t.summary}>
            <PriceSummary rows={rows} placeholder={t.pickBundle} />
            <WithReason reason={reason} block>
              <Button
                type="primary"
                block
                size="large"
                disabled={!allowed || !running}
                loading={create.isPending}
                onClick={() => void submit()}
                style={{ marginTop: 16 }}
              >
                {t.submit}
              </Button>
            </WithReason>
            <Button block onClick={wizard.reset} style={{ marginTop: 8 }}>
              {t.reset}
            </Button>
          </Card>
        </Col>
      </Row>
    </>
  );
}
