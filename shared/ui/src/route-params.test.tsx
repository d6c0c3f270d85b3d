import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useNumericParams } from './route-params';

function Show() {
  const { projectId, id } = useNumericParams('projectId', 'id');
  return <p>{`${projectId}|${id}`}</p>;
}

const at = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/p/:projectId/:id" element={<Show />} />
        <Route path="/p/:projectId" element={<Show />} />
      </Routes>
    </MemoryRouter>,
  );

describe('useNumericParams', () => {
  it('reads whole-number parameters as numbers', () => {
    at('/p/12/7');
    expect(screen.getByText('12|7')).toBeInTheDocument();
  });
  it('gives NaN for a parameter that is missing or not a whole number', () => {
    at('/p/12');
    expect(screen.getByText('12|NaN')).toBeInTheDocument();
  });
  it('does not take signs, decimals or words', () => {
    at('/p/-1/2.5');
    expect(screen.getByText('NaN|NaN')).toBeInTheDocument();
  });
});
