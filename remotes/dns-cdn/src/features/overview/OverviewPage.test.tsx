import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { dnsCdnMessages } from '../../messages';
import OverviewPage from './OverviewPage';

test('the overview page names the area', () => {
  render(
    <MemoryRouter>
      <OverviewPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: dnsCdnMessages.overview.title })).toBeInTheDocument();
  expect(screen.getByText(dnsCdnMessages.overview.intro)).toBeInTheDocument();
});
