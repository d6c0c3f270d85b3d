import { Typography } from 'antd';
import { MoneyText } from '@portal/ui';
import { billingMessages } from '../messages';

/** An amount in Toman, with its unit; a debit shows its minus sign, colourless (the type column says what it is). */
export const Toman = ({ rial }: { rial: number | null | undefined }) => <MoneyText rial={rial} unit="toman" />;

/** The line every billing page carries: which unit its amounts are in. */
export const UnitNote = () => (
  <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
    {billingMessages.unitNote}
  </Typography.Paragraph>
);

