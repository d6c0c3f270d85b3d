import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { AppProviders } from './providers';
import { NumberField, parseTypedNumber } from './number-field';

function Cpu({ onValue }: { onValue: (v: number | null) => void }) {
  const [value, setValue] = useState<number | null>(1);
  return (
    <NumberField
      aria-label="پردازنده"
      min={1}
      max={64}
      precision={0}
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

const type = (input: HTMLElement, text: string) => fireEvent.change(input, { target: { value: text } });

describe('NumberField', () => {
  it.each([['۱۲'], ['١٢'], ['12']])('typing %s gives 12 and shows ۱۲, also after blur', (typed) => {
    const onValue = jest.fn();
    render(
      <AppProviders>
        <Cpu onValue={onValue} />
      </AppProviders>,
    );
    const input = screen.getByRole('spinbutton', { name: 'پردازنده' });
    expect(input).toHaveValue('۱');
    fireEvent.focus(input);
    type(input, typed);
    expect(onValue).toHaveBeenLastCalledWith(12);
    fireEvent.blur(input);
    expect(input).toHaveValue('۱۲');
    expect(onValue).toHaveBeenLastCalledWith(12);
  });

  it('reads separators of either script', () => {
    expect(parseTypedNumber('۱٬۲۰۰')).toBe('1200');
    expect(parseTypedNumber('١٢٫٥')).toBe('12.5');
  });
});
