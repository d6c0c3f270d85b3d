import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from './providers';
import { PeriodCharts, type PeriodChartsProps } from './period-charts';
import { uiMessages } from './messages';

const names: Record<number, string> = { 1: 'ساعت گذشته', 2: 'روز گذشته' };
const base: PeriodChartsProps<number> = {
  periods: [1, 2],
  period: 1,
  onPeriod: () => undefined,
  periodName: (p) => names[p]!,
  periodLabel: 'بازه',
  state: { isLoading: false, isError: false, refetch: () => undefined },
  times: ['2026-11-24T10:00:00Z', '2026-11-24T10:05:00Z'],
  charts: [
    { title: 'پردازنده', max: 100, series: [{ label: 'مصرف', color: 'primary', values: [10, 40] }] },
    { title: 'شبکه', series: [{ label: 'ورودی', color: 'success', values: [1, 2] }] },
  ],
  emptyText: 'داده‌ای نیست',
};
const show = (props: Partial<PeriodChartsProps<number>>) =>
  render(
    <AppProviders>
      <PeriodCharts {...base} {...props} />
    </AppProviders>,
  );

test('one chart per measure, each named with its latest values; another period is asked for', async () => {
  const onPeriod = jest.fn();
  show({ onPeriod });
  expect(screen.getAllByRole('img').map((i) => i.getAttribute('aria-label'))).toEqual([expect.stringContaining('پردازنده'), expect.stringContaining('شبکه')]);
  await userEvent.setup().click(screen.getByText('روز گذشته'));
  expect(onPeriod).toHaveBeenCalledWith(2);
});

test('a period with no points says so; a failed load offers a retry', async () => {
  const { unmount } = show({ times: [] });
  expect(screen.getByText('داده‌ای نیست')).toBeInTheDocument();
  expect(screen.queryByRole('img')).toBeNull();
  unmount();
  const refetch = jest.fn();
  show({ state: { isLoading: false, isError: true, refetch } });
  await userEvent.setup().click(screen.getByRole('button', { name: uiMessages.retry }));
  expect(refetch).toHaveBeenCalled();
});
