/**
 * Component tests of the VPC tabs: one tab of VPC 7 in project 5 rendered against a wireFake()
 * answering by endpoint (what the tab sent is read back with `fake.calls(endpoint)`), and the
 * fixtures more than one tab shows. Never imported by production code.
 */
import type { ReactElement } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LoadBalancer, VpcHost, VpcInterface, VpcNat } from '@portal/contracts';
import { renderRoute, type WireFake } from '@portal/ui/test-support';

export const vpc = { id: 7, projectId: 5, datacenterId: 1, name: 'prod-vpc', status: 'active', statusId: 2, snatEnabled: false } as VpcHost;
/** The path parameters of the calls about VPC 7, and of the project's own calls. */
export const onVpc = { params: { projectId: 5, vpcHostId: 7 } };
export const inProject = { params: { projectId: 5 } };

/** A network attached to the VPC, its gateway the first address of its range. */
export const net = (id: number, name: string, cidr: string): VpcInterface => ({
  id,
  name,
  cidr,
  subnetMask: '255.255.255.0',
  gatewayIp: cidr.replace(/0\/\d+$/, '1'),
  status: 'active',
  statusId: 2,
  createDate: '2026-01-01T00:00:00Z',
});
export const webNet = net(11, 'web-net', '10.50.1.0/24');

/** A DNAT rule forwarding port 22 of `translateIp` to web-1 (10.50.1.10). */
export const sshRule = (id: number, translateIp: string): VpcNat => ({
  id,
  natTypeId: 2,
  natTypeName: 'DNAT',
  name: 'web-ssh',
  sourceIp: null,
  destinationIp: '10.50.1.10',
  destinationPort: 22,
  translateIp,
  createDate: '2026-01-01T00:00:00Z',
});

/** The VPC's balancer on public address 185.1.1.11 (id 2), in front of web-1. */
export const webLb: LoadBalancer = {
  id: 4,
  vpcHostId: 7,
  name: 'web-lb',
  statusId: 2,
  status: 'فعال',
  publicIpId: 2,
  publicIp: '185.1.1.11',
  algorithm: 'leastConnections',
  listeners: [
    { protocol: 'http', port: 80 },
    { protocol: 'https', port: 443 },
  ],
  healthCheckInterval: 10,
  healthCheckTimeout: 5,
  healthCheckAttempts: 3,
  backends: ['10.50.1.10'],
  hourlyPrice: 1200,
  createdAt: '2026-01-01T00:00:00Z',
};

/** Renders the tab on its route; the fake answers (and records) its calls. */
export function renderTab(element: ReactElement, tab: string, fake: WireFake): WireFake {
  return renderRoute({ path: `/vpc/:projectId/:id/${tab}`, url: `/vpc/5/7/${tab}`, element, api: fake });
}

/** Every write the tab sent, in order: method, path and query, body. */
export const writes = (fake: WireFake) =>
  fake
    .calls()
    .filter((c) => c.method !== 'GET')
    .map(({ method, url, body }) => ({ method, url, body }));

/** Opens an antd Select by its label inside `scope` and picks the option with this title. */
export async function choose(scope: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(scope).getByRole('combobox', { name: label }));
  fireEvent.click((await screen.findAllByTitle(option)).at(-1)!);
}

/** The titles of the options an antd Select offers (opened by its label inside `scope`). */
export async function optionsOf(scope: HTMLElement, label: string): Promise<string[]> {
  fireEvent.mouseDown(within(scope).getByRole('combobox', { name: label }));
  await waitFor(() => expect(document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).not.toBeNull());
  const open = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1)!;
  return [...open.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title') ?? '');
}
