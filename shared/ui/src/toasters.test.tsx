import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { DefaultToaster, LayoutToaster } from './toasters';
import { notify } from './toast';

beforeEach(() => {
  jest.useFakeTimers();
});
/** Advances fake time in small steps so effects scheduled by each step run in between. */
function advance(ms: number) {
  for (let t = 0; t < ms; t += 100) {
    act(() => {
      jest.advanceTimersByTime(Math.min(100, ms - t));
    });
  }
}

afterEach(() => {
  act(() => {
    toast.remove();
  });
  jest.useRealTimers();
});

describe('LayoutToaster', () => {
  it('shows at most 3 toasts, dropping the oldest', () => {
    render(<LayoutToaster />);
    act(() => {
      notify.success('پیام ۱');
      notify.success('پیام ۲');
      notify.error('پیام ۳');
      notify.info('پیام ۴');
    });
    act(() => {
      jest.advanceTimersByTime(1500); // past the remove delay of the dismissed one
    });
    expect(screen.queryByText('پیام ۱')).not.toBeInTheDocument();
    expect(screen.getByText('پیام ۲')).toBeInTheDocument();
    expect(screen.getByText('پیام ۳')).toBeInTheDocument();
    expect(screen.getByText('پیام ۴')).toBeInTheDocument();
  });

  it('is right-to-left and auto-closes after 10 s, not before', () => {
    render(<LayoutToaster />);
    act(() => {
      notify.success('سرور ایجاد شد');
    });
    const el = screen.getByText('سرور ایجاد شد');
    expect(el.closest('[role="status"]')?.parentElement).toHaveStyle({ direction: 'rtl' });
    advance(9_000);
    expect(screen.getByText('سرور ایجاد شد')).toBeInTheDocument();
    advance(1_000 + 1_100);
    expect(screen.queryByText('سرور ایجاد شد')).not.toBeInTheDocument();
  });

  it('announces errors as alerts', () => {
    render(<LayoutToaster />);
    act(() => {
      notify.error('خطا رخ داد');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('خطا رخ داد');
  });
});

describe('DefaultToaster', () => {
  it('auto-closes after 5 s', () => {
    render(<DefaultToaster />);
    act(() => {
      notify.success('ورود موفق');
    });
    advance(4_500);
    expect(screen.getByText('ورود موفق')).toBeInTheDocument();
    advance(500 + 1_100);
    expect(screen.queryByText('ورود موفق')).not.toBeInTheDocument();
  });

  it('pauses while the window has lost focus', () => {
    render(<DefaultToaster />);
    act(() => {
      notify.error('رمز عبور اشتباه است');
    });
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    advance(20_000);
    expect(screen.getByText('رمز عبور اشتباه است')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    advance(4_000);
    expect(screen.getByText('رمز عبور اشتباه است')).toBeInTheDocument();
    advance(1_000 + 1_100);
    expect(screen.queryByText('رمز عبور اشتباه است')).not.toBeInTheDocument();
  });

  it('pauses on hover', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<DefaultToaster />);
    act(() => {
      notify.info('در حال پردازش');
    });
    await user.hover(screen.getByText('در حال پردازش'));
    advance(20_000);
    expect(screen.getByText('در حال پردازش')).toBeInTheDocument();
  });

  it('Alt+T moves keyboard focus to the toast region', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <>
        <button type="button">ورود</button>
        <DefaultToaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'ورود' }));
    expect(screen.getByRole('button', { name: 'ورود' })).toHaveFocus();
    await user.keyboard('{Alt>}t{/Alt}');
    expect(screen.getByRole('region', { name: /اعلان‌ها/ })).toHaveFocus();
  });
});
