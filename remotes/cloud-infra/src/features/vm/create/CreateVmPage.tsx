import { useEffect, useLayoutEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Alert, Card, Col, Form, Modal, Row } from 'antd';
import type { OsFamily } from '@portal/contracts';
import { fieldMessagesTarget, sendForm } from '@portal/api';
import { EMPTY_VALUE, fill, ltr } from '@portal/locale';
import { PageHeader, Wizard, steadyDialog, clearWizardDraft, readWizardDraft, useNumericParams, useUrlStep, useWizardDraft } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { useCreateVm, useVmBundles, useVmImages, useVmItems } from '../api';
import { sizeText } from '../list/columns';
import { vmMessages } from '../messages';
import { vmPrice } from './price';
import { PriceSummary } from './PriceSummary';
import { firstRefusal, stepProblems, toRequest } from './rules';
import { AccessStep, LocationStep, NetworkStep, SizeStep, type FieldErrors } from './steps';
import { useVpcTarget } from './vpc-target';
import { initialWizard, useVmWizard, type VmWizardState } from './wizard-store';

const c = vmMessages.create;

/**
 * The `{type}` of /vm/{projectId}/{type}/add-vm is an OS family preset: `linux` or `windows`
 * opens the wizard on that family's images. Anything else goes to the plain wizard.
 */
export const VM_TYPES: readonly OsFamily[] = ['linux', 'windows'];

/** Which wizard step a server field error belongs to. */
const FIELD_STEP: Record<string, number> = {
  vmImageId: 1,
  storageClassTypeId: 1,
  productBundleId: 2,
  isPredefined: 2,
  cpu: 2,
  memory: 2,
  disk: 2,
  usedPublicIpV4: 3,
  usedPublicIpV6: 3,
  vmNetworkId: 3,
  ipAddress: 3,
  name: 4,
  password: 4,
  vmKeyId: 4,
};

/** What the draft keeps: the wizard's input, never the step (it is in the URL) nor the password. */
type Draft = Omit<VmWizardState, 'step'>;
const SECRET: readonly (keyof Draft)[] = ['serverPassword'];
const draftOf = (state: VmWizardState): Draft => {
  const { step: _step, ...draft } = state;
  return Object.fromEntries(Object.entries(draft).filter(([, v]) => typeof v !== 'function')) as Draft;
};

export default function CreateVmPage() {
  const { projectId } = useNumericParams('projectId');
  const { type } = useParams();
  const navigate = useNavigate();
  const s = useVmWizard();
  const items = useVmItems();
  const bundles = useVmBundles();
  const images = useVmImages(projectId);
  const create = useCreateVm();
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const preset = VM_TYPES.find((f) => f === type);
  const [step, goStep] = useUrlStep();
  const vpc = useVpcTarget(projectId);
  const draftKey = `vm-create:${projectId}:${preset ?? ''}${vpc ? `:vpc${vpc.vpcId}:${vpc.networkId}` : ''}`;

  // A fresh wizard on every visit (and the family of the route's type), unless this tab holds a
  // draft of it: a reload gives back what was typed. Before paint, so nothing blank flashes.
  useLayoutEffect(() => {
    s.reset(preset);
    const saved = readWizardDraft<Draft>(draftKey);
    if (saved) s.set({ ...saved, serverPassword: '' });
    setErrors({});
  }, [draftKey]); // eslint-disable-line react-hooks/exhaustive-deps -- `s` changes on every keystroke; reset only on a new route
  useWizardDraft(draftKey, draftOf(s), SECRET);
  // Ordered into a VPC network (in the project's data centre, as the VPC): that network is chosen on the network step; the create call carries it, and the server
  // joins it once built, by the sandbox's one address rule (the VPC attach's).
  const vpcNetwork = vpc?.networkId;
  useEffect(() => {
    if (vpcNetwork !== undefined && useVmWizard.getState().selectedNetwork === null) s.set({ usePrivateNetwork: true, selectedNetwork: vpcNetwork });
  }, [vpcNetwork]); // eslint-disable-line react-hooks/exhaustive-deps -- `s` changes on every keystroke
  const unsaved = () => JSON.stringify(draftOf(useVmWizard.getState())) !== JSON.stringify(draftOf({ ...initialWizard(preset), step: 1 }));

  // A server error goes away once the user changes what the wizard holds (moving between steps is no change).
  useEffect(
    () =>
      useVmWizard.subscribe((next, prev) => {
        const changed = (Object.keys(next) as Array<keyof typeof next>).some((k) => k !== 'step' && next[k] !== prev[k]);
        if (changed) setErrors((e) => (Object.keys(e).length ? {} : e));
      }),
    [],
  );

  const bundle = bundles.data?.find((b) => b.id === s.serverConfig);
  const image = images.data?.find((i) => i.id === s.osVersion);
  // The create body asks one public IPv4 (a bundle includes it); more are added on the server's IP tab.
  const ipv4 = s.usePublicIpV4 ? 1 : 0;
  const price = vmPrice({ isPredefined: s.isPredefined, bundle, custom: s.customConfig, ipv4 }, items.data);
  const size = s.isPredefined
    ? bundle
      ? `${bundle.name} — ${sizeText({ cpu: bundle.vCpu, memory: bundle.vMemory, disk: bundle.vDisk })}`
      : EMPTY_VALUE
    : sizeText(s.customConfig);
  const rows: Array<[string, string]> = [
    [c.os, image?.name ?? EMPTY_VALUE],
    [vmMessages.list.size, size],
    [c.name, s.serverName.trim() || EMPTY_VALUE],
  ];

  if (type !== undefined && !preset) return <Navigate to={`/vm/${projectId}/add-vm`} replace />;

  const listPath = `/vm/${projectId}/list`;
  const submit = async () => {
    const refusal = firstRefusal(s);
    if (refusal) {
      setErrors(stepProblems[refusal.step](s));
      notify.error(refusal.message);
      goStep(refusal.step);
      return;
    }
    // The interceptor toasts the server's messages; a refusal marks the fields, keeps every input
    // and goes back to the first step that holds one of them.
    const refused = fieldMessagesTarget((found: FieldErrors) => {
      setErrors(found);
      const steps = Object.keys(found)
        .map((k) => FIELD_STEP[k])
        .filter(Boolean);
      if (steps.length) goStep(Math.min(...steps));
    });
    // The create answers nothing to read (the provider declares no answer): the list shows the new server.
    const accepted = await sendForm(refused, async () => {
      await create.mutateAsync({ params: { projectId }, body: toRequest(s) });
    });
    setConfirming(false);
    if (!accepted) return;
    notify.success(c.created);
    s.reset();
    clearWizardDraft(draftKey);
    navigate(vpc?.donePath ?? listPath);
  };

  const stepErrors = (n: number) => Object.fromEntries(Object.entries(errors).filter(([k]) => FIELD_STEP[k] === n));
  // The live state: a fallback check may run before the render that holds a restored draft.
  // Every failing field of the step is marked; the wizard's toast names the first only.
  const validate = (n: number) => () => {
    const problems = stepProblems[n](useVmWizard.getState());
    setErrors((e) => ({ ...Object.fromEntries(Object.entries(e).filter(([k]) => FIELD_STEP[k] !== n)), ...problems }));
    return Object.values(problems)[0]?.[0] ?? null;
  };

  return (
    <>
      <PageHeader title={preset ? c.typedTitle(c.osFamily[preset]) : c.title} backTo={vpc?.donePath ?? listPath} backLabel={vpc ? c.backToVpc : c.back} />
      {vpc && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={fill(c.vpcTarget, {
            vpc: vpc.vpcName ?? EMPTY_VALUE,
            network: vpc.network ? `${vpc.network.name} (${ltr(vpc.network.cidr ?? EMPTY_VALUE)})` : EMPTY_VALUE,
          })}
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Form layout="vertical" component="div">
            <Wizard
              step={step}
              onStepChange={(next, options) => {
                s.set({ step: next });
                goStep(next, options);
              }}
              ready={!!items.data && !!bundles.data && !!images.data}
              unsaved={unsaved}
              submitText={c.submit}
              submitting={create.isPending}
              onSubmit={() => setConfirming(true)}
              steps={[
                { title: c.steps.location, validate: validate(1), content: <LocationStep projectId={projectId} errors={stepErrors(1)} /> },
                { title: c.steps.size, validate: validate(2), content: <SizeStep items={items.data} errors={stepErrors(2)} /> },
                { title: c.steps.network, validate: validate(3), content: <NetworkStep projectId={projectId} errors={stepErrors(3)} /> },
                { title: c.steps.access, validate: validate(4), content: <AccessStep projectId={projectId} errors={stepErrors(4)} /> },
              ]}
            />
          </Form>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={c.summary} style={{ position: 'sticky', top: 88 }}>
            <PriceSummary price={price} rows={rows} />
          </Card>
        </Col>
      </Row>
      <Modal
        {...steadyDialog}
        open={confirming}
        title={c.confirmTitle}
        okText={c.submit}
        cancelText={c.cancel}
        confirmLoading={create.isPending}
        onOk={() => void submit()}
        onCancel={() => setConfirming(false)}
      >
        <p>{fill(c.confirmText, { name: s.serverName.trim() })}</p>
        <PriceSummary price={price} rows={rows} />
      </Modal>
    </>
  );
}
