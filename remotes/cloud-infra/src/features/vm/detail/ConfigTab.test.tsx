import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@portal/ui';
import type { VmView } from '../api';
import { vmMessages } from '../messages';

const mutateAsync = jest.fn();
const item = (id: number) => ({ id, name: `item ${id}`, unit: 'واحد', price: 1440 });
jest.mock('../api', () => ({
  useVmBundles: () => ({ data: [] }),
  useVmItems: () => ({ data: [item(1), item(2), item(3), item(4)] }),
  useResizeVm: () => ({ mutateAsync, isPending: false }),
}));
// eslint-disable-next-line import/first
import ConfigTab from './ConfigTab';

// A `get` answer (no bundle named: sizes no bundle has are custom) with the id the page was opened by.
const vm = { id: 3, projectId: 5, name: 'web-1', status: 'active', cpu: 2, memory: 4, disk: 80, ipV4: 1, ipV6: 0 } as unknown as VmView;

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
