import { render, screen } from '@testing-library/react';
import { formatRial } from '@portal/locale';
import { AppProviders } from './providers';
import { BundleCards } from './bundle-cards';

it('a bundle card says its price is per month', () => {
  render(
    <AppProviders>
      <BundleCards bundles={[{ id: 1, name: 'پایه', price: 1_200_000 }]} describe={() => []} aria-label="بسته" />
    </AppProviders>,
  );
  expect(screen.getByText(`${formatRial(1_200_000)} در ماه`)).toBeInTheDocument();
});
