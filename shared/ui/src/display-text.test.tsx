import { render, screen } from '@testing-library/react';
import { DateText, MoneyText, NumberText } from './display-text';

describe('display helpers', () => {
  it('MoneyText shows Rial or Toman with Persian digits', () => {
    render(
      <>
        <MoneyText rial={12500} />
        <MoneyText rial={12500} unit="toman" />
        <MoneyText rial={null} />
      </>,
    );
    expect(screen.getByText('۱۲٬۵۰۰ ریال')).toBeInTheDocument();
    expect(screen.getByText('۱٬۲۵۰ تومان')).toBeInTheDocument();
    expect(screen.getByText('----')).toBeInTheDocument();
  });

  it('DateText shows the Jalali date (Tehran) in a <time> element', () => {
    render(
      <>
        <DateText value="2025-03-20T21:00:00Z" />
        <DateText value="2025-03-21T06:30:15Z" withTime />
      </>,
    );
    const d = screen.getByText('۱۴۰۴/۰۱/۰۱'); // 00:30 on 21 March in Tehran
    expect(d.tagName).toBe('TIME');
    expect(d).toHaveAttribute('datetime', '2025-03-20T21:00:00.000Z');
    expect(screen.getByText('۱۰:۰۰:۱۵ - ۱۴۰۴/۰۱/۰۱')).toBeInTheDocument();
  });

  it('NumberText groups digits in Persian', () => {
    render(<NumberText value={1234567} />);
    expect(screen.getByText('۱٬۲۳۴٬۵۶۷')).toBeInTheDocument();
  });
});
