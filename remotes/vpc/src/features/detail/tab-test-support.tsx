/**
 * Component tests of the VPC tabs: one tab of VPC 7 in project 5 rendered against a fake API
 * whose answers are keyed "METHOD path-after-/api/my/vm/5/" (a function gets the JSON body);
 * what the tab sent is recorded. Never imported by production code.
 */
import type { ReactElement } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { VpcHost } from '@portal/contracts';
import { json, renderRoute } from '@portal/ui/test-support';

export const vpc = { id: 7, projectId: 5, datacenterId: 1, name: 'prod-vpc', status: 'active', statusId: 2, snatEnabled: false } as VpcHost;

type Answer = Response | ((body: unknown) => Response);
export interface Sent {
  method: string;
  path: string;
  body: unknown;
}

export function renderTab(element: ReactElement, tab: string, routes: Record<string, Answer>): Sent[] {
  const sent: Sent[] = [];
  renderRoute({
    path: `/vpc/:projectId/:id/${tab}`,
    url: `/vpc/5/7/${tab}`,
    element,
    api: async (req) => {
      const path = new URL(req.url).pathname.replace('/api/my/vm/5/', '');
      const text = await req.text();
      const body = text ? JSON.parse(text) : undefined;
      if (req.method !== 'GET') sent.push({ method: req.method, path, body });
      const answer = routes[`${req.method} ${path}`];
      if (!answer) return json(404, { message: 'no' });
      return typeof answer === 'function' ? answer(body) : answer.clone();
    },
  });
  return sent;
}

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
