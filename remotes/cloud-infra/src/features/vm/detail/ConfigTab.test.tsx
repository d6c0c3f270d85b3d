import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { POWER_STATUS, PRODUCT_ITEM_IDS, serviceStatusId } from '@portal/contracts';
import { AppProviders } from '@portal/ui';
import type { VmView } from '../api';
import { vmMessages } from '../messages';

const mutateAsync = jest.fn(async () => ({ message: 'ok' }));
const item = (id: number) => ({ id, name: `item ${id}`, unit: 'واحد', price: 1440 });
jest.mock('../api', () => ({
  useVmItems: () => ({ data: Object.values(PRODUCT_ITEM_IDS.vm).map(item) }),
  useResizeVm: () => ({ mutateAsync, isPending: false }),
}));
jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
import ConfigTab from './ConfigTab';

// A `get` answer with the id the page was opened by: a running server.
const vm = {
  id: 3,
  projectId: 5,
  name: 'web-1',
  statusId: serviceStatusId('active'),
  powerStatus: POWER_STATUS.on,
  cpu: 2,
  memory: 4,
  disk: 80,
  ipV4: 1,
  ipV6: 0,
} as unknown as VmView;

const renderTab = (server: VmView = vm) =>
  render(
    <AppProviders>
      <MemoryRouter>
        <ConfigTab vm={server} />
      </MemoryRouter>
    </AppProviders>,
  );
const field = (label: string) => screen.getByRole('spinbutton', { name: label });
const type = (label: string, value: string) => {
  fireEvent.focus(field(label));
  fireEvent.change(field(label), { target: { value } });
  fireEvent.blur(field(label));
};

beforeEach(() => mutateAsync.mockClear());

test('a custom disk smaller than the current one is marked on the field and cannot be sent', () => {
  renderTab();
  type(vmMessages.create.disk, '40');
  expect(screen.getByText(/۸۰/, { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: vmMessages.config.submit })).toBeDisabled();
  expect(mutateAsync).not.toHaveBeenCalled();
});

test("the resize is the provider's host/edit with the new cpu, memory and disk", async () => {
  renderTab();
  // Nothing to send while the sizes are the server's own.
  expect(screen.getByRole('button', { name: vmMessages.config.submit })).toBeDisabled();
  type(vmMessages.create.cpu, '4');
  type(vmMessages.create.memory, '8');
  await userEvent.click(screen.getByRole('button', { name: vmMessages.config.submit }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: vmMessages.config.submit }));
  await waitFor(() => expect(mutateAsync).toHaveBeenCalledWith({ params: { projectId: 5, id: 3 }, body: { cpu: 4, memory: 8, disk: 80 } }));
});

test('a server mid-operation cannot be resized', () => {
  renderTab({ ...vm, statusId: serviceStatusId('waiting') });
  type(vmMessages.create.cpu, '4');
  expect(screen.getByText(vmMessages.detail.busy)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: vmMessages.config.submit })).toBeDisabled();
});
