import { Typography } from 'antd';
import { MoneyText } from '@portal/ui';
import { billingMessages } from '../messages';

/** An amount in Toman, with its unit; a debit shows its minus sign, colourless (the type column says what it is). */
export const Toman = ({ rial }: { rial: number | null | undefined }) => <MoneyText rial={rial} unit="toman" />;

/** An amount in Toman as the CSV carries it (the column titles say Toman): a plain number, null when the provider sent none. */
export const tomanOf = (rial: number | null | undefined): number | null => (rial == null ? null : rial / 10);

/** The line every billing page carries: which unit its amounts are in. */
export const UnitNote = () => (
  <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
    {billingMessages.unitNote}
  </Typography.Paragraph>
);
