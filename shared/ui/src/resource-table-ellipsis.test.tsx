import { render, screen } from '@testing-library/react';
import { AppProviders } from './providers';
import { ResourceTable } from './resource-table';

it('a 50-character name is cut with an ellipsis; the full name stays in its title and text', () => {
  const name = 'a-very-long-server-name-that-goes-on-and-on-000050';
  render(
    <AppProviders>
      <ResourceTable<{ id: number; name: string }> tableId="test.table" rows={[{ id: 1, name }]} columns={[{ key: 'name', title: 'نام' }]} rowKey="id" />
    </AppProviders>,
  );
  const cell = screen.getByText(name);
  expect(cell).toHaveAttribute('title', name);
  expect(cell).toHaveStyle({ textOverflow: 'ellipsis', overflow: 'hidden', whiteSpace: 'nowrap' });
});
