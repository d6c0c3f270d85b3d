import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { AppProviders } from './providers';
import { JalaliDatePicker } from './jalali-date-picker';

function Harness({ initial, onPick }: { initial: Dayjs | null; onPick?: (d: Dayjs | null) => void }) {
  const [value, setValue] = useState<Dayjs | null>(initial);
  return (
    <AppProviders>
      <JalaliDatePicker
        aria-label="تاریخ شروع"
        value={value}
        onChange={(d) => {
          setValue(d);
          onPick?.(d);
        }}
      />
    </AppProviders>
  );
}

describe('JalaliDatePicker', () => {
  it('shows a Gregorian value as a Jalali date in Persian digits', () => {
    render(<Harness initial={dayjs('2025-03-20T09:00:00')} />);
    expect(screen.getByRole('textbox', { name: 'تاریخ شروع' })).toHaveValue('۱۴۰۳/۱۲/۳۰');
  });

  it('opens a Jalali month with Saturday first and picks a day as a Gregorian instant', async () => {
    const user = userEvent.setup();
    const onPick = jest.fn();
    render(<Harness initial={dayjs('2025-03-20T09:00:00')} onPick={onPick} />);
    await user.click(screen.getByRole('textbox', { name: 'تاریخ شروع' }));
    const panel = document.querySelector('.ant-picker-date-panel') as HTMLElement;
    expect(panel).not.toBeNull();
    expect(within(panel).getByText('اسفند')).toBeInTheDocument();
    expect(within(panel).getByText('۱۴۰۳')).toBeInTheDocument();
    const headers = Array.from(panel.querySelectorAll('thead th')).map((th) => th.textContent);
    expect(headers[0]).toBe('ش');
    expect(headers[6]).toBe('ج');
    // Esfand 1403 has 30 days: the cell titled 1403/12/30 is in view
    expect(within(panel).getByTitle('۱۴۰۳/۱۲/۳۰')).toHaveClass('ant-picker-cell-in-view');
    await user.click(within(panel).getByTitle('۱۴۰۳/۱۲/۱۵'));
    expect(onPick).toHaveBeenCalledTimes(1);
    expect((onPick.mock.calls[0][0] as Dayjs).format('YYYY-MM-DD')).toBe('2025-03-05');
    expect(screen.getByRole('textbox', { name: 'تاریخ شروع' })).toHaveValue('۱۴۰۳/۱۲/۱۵');
  });
});
