import { act, render, screen } from '@testing-library/react';
import { TopProgress } from './top-progress';

describe('TopProgress', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('appears after a short delay while active and disappears when done', () => {
    const { rerender } = render(<TopProgress active />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(200);
    });
    const bar = screen.getByRole('progressbar', { name: 'در حال بارگذاری…' });
    expect(bar).toHaveStyle({ position: 'fixed', top: '0px', height: '3px' });
    expect(bar.firstElementChild?.nextElementSibling ?? bar.lastElementChild).toHaveStyle({ background: '#1565c0' });
    rerender(<TopProgress active={false} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('never flashes for a load shorter than the delay', () => {
    const { rerender } = render(<TopProgress active />);
    act(() => {
      jest.advanceTimersByTime(100);
    });
    rerender(<TopProgress active={false} />);
    act(() => {
      jest.advanceTimersByTime(500);
    });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
