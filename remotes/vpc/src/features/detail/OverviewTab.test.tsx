/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type VpcHost } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { vpcDetailMessages } from './messages';
import OverviewTab from './OverviewTab';
import { inProject, onVpc } from './tab-test-support';

resetAfterEach();
const t = vpcDetailMessages.detail;
const vpc = {
  id: 7,
  projectId: 5,
  name: 'vpc-main',
  datacenterId: 1,
  datacenter: 'تهران',
  snatEnabled: false,
  customer: 'نمونه',
  userName: 'a@b.ir',
  status: 'active',
  statusId: 2,
  createDate: '2026-01-01T00:00:00Z',
  modifyDate: '2026-01-01T00:00:00Z',
} as VpcHost;
/** The overview's reads, all empty: no servers, NAT rules, load balancers or bundles. */
const answered = () =>
  wireFake()
    .on(api.vpc.interfaceList, onVpc, [])
    .on(api.network.nodeList, inProject, [])
    .on(api.vpc.natList, onVpc, [])
    .on(api.vpc.loadBalancerList, onVpc, [])
    .on(api.vpc.bundleList, []);
const refusal = 'تا وقتی شبکه‌ای در این ابر خصوصی هست حذف آن ممکن نیست';

test('a refused delete leaves the dialog open and usable', async () => {
  const fake = renderRoute({
    path: '/vpc/:projectId/:id',
    url: '/vpc/5/7',
    element: <OverviewTab vpc={vpc} projectId={5} />,
    api: answered().on(api.vpc.delete, { params: { projectId: 5, id: 7 } }, { status: 422, body: { errorMessage: refusal, message: refusal } }),
  });
  await userEvent.click(screen.getByRole('button', { name: t.delete }));
  const dialog = await screen.findByRole('dialog');
  const ok = within(dialog).getByRole('button', { name: t.delete });
  // The VPC holds networks and addresses: its name is typed first.
  expect(ok).toBeDisabled();
  await userEvent.type(within(dialog).getByRole('textbox'), 'vpc-mai');
  expect(ok).toBeDisabled();
  expect(fake.calls(api.vpc.delete)).toEqual([]);
  await userEvent.type(within(dialog).getByRole('textbox'), 'n');
  await userEvent.click(ok);
  await waitFor(() => expect(fake.calls(api.vpc.delete)).toHaveLength(1));
  await waitFor(() => expect(ok).not.toHaveClass('ant-btn-loading'));
  expect(ok).toBeEnabled();
  await userEvent.click(within(dialog).getByRole('button', { name: t.cancel }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test("a VPC's actions follow its statusId, never its status text: waiting (6) offers no configuration change, deleting (12) no second delete", async () => {
  const states: Array<[number, boolean, boolean]> = [
    [2, true, true],
    [6, false, true],
    [12, false, false],
  ];
  for (const [statusId, canEdit, canDelete] of states) {
    renderRoute({
      path: '/vpc/:projectId/:id',
      url: '/vpc/5/7',
      element: <OverviewTab vpc={{ ...vpc, status: 'فعال', statusId }} projectId={5} />,
      api: answered(),
    });
    expect(screen.getByRole('button', { name: t.editConfig })).toHaveProperty('disabled', !canEdit);
    expect(screen.getByRole('button', { name: t.delete })).toHaveProperty('disabled', !canDelete);
    cleanup();
  }
});
