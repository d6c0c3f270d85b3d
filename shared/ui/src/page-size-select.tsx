import type { CSSProperties } from 'react';
import { toPersianDigits } from '@portal/locale';
import { PAGE_SIZES } from './table-view';
import { uiMessages } from './messages';

/**
 * The pager's page-size menu as a native `<select>`: named, keyboard-operable as every browser
 * makes it, and nothing left behind once closed (antd's Select keeps an unnamed listbox in the
 * page after its first opening, which axe reports).
 */
export function PageSizeSelect({
  value,
  onChange,
  disabled,
  className,
}: {
  value: number;
  onChange: (size: number) => void;
  disabled: boolean;
  className: string;
}) {
  return (
    <select
      aria-label={uiMessages.tablePageSizeLabel}
      className={className}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(Number(e.target.value))}
      style={style}
    >
      {PAGE_SIZES.map((size) => (
        <option key={size} value={size}>
          {uiMessages.tablePageSize(toPersianDigits(size))}
        </option>
      ))}
    </select>
  );
}

// borders and text that read on the light and the dark theme alike
const style: CSSProperties = {
  height: 32,
  minWidth: 110,
  padding: '0 8px',
  font: 'inherit',
  color: 'inherit',
  background: 'transparent',
  border: '1px solid rgba(128, 128, 128, 0.6)',
  borderRadius: 6,
};
