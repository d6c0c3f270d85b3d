import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@portal/ui';
import type { VmHost } from '@portal/contracts';
import { vmMessages } from '../messages';

const mutateAsync = jest.fn();
const item = (key: string, min: number, max: number) => ({ id: 1, productId: 1, key, name: key, unit: 'واحد', price: 1000, hourlyPrice: 2, min, max });
jest.mock('../api', () => ({
  useVmBundles: () => ({ data: [] }),
  useVmItems: () => ({ data: [item('cpu', 1, 32), item('memory', 1, 64), item('disk', 25, 2000), item('ipv4', 0, 4)] }),
  useResizeVm: () => ({ mutateAsync, isPending: false }),
}));
// eslint-disable-next-line import/first
import ConfigTab from './ConfigTab';

const vm = { id: 3, projectId: 5, name: 'web-1', status: 'active', isPredefined: false, productBundleId: null, cpu: 2, memory: 4, disk: 80, ipv4: [] } as unknown as VmHost;

test('a custom disk smaller than the current one is marked on the field and cannot be sent', () => {
  render(
    <AppProviders>
      <MemoryRouter>
        <ConfigTab vm={vm} />
      </MemoryRouter>
    </AppProviders>,
  );
  const disk = screen.getByRole('spinbutton', { name: vmMessages.create.disk });
  fireEvent.focus(disk);
  fireEvent.change(disk, { target: { value: '40' } });
  fireEvent.blur(disk);
  expect(screen.getByText(/۸۰/, { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: vmMessages.config.submit })).toBeDisabled();
  expect(mutateAsync).not.toHaveBeenCalled();
});
