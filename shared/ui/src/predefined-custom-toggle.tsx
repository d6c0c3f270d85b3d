/**
 * `PredefinedCustomToggle`: the predefined-bundle / custom-configuration switch of the create
 * forms (predefined by default). Value is `isPredefined`.
 */
import Segmented from 'antd/es/segmented';
import { uiMessages } from './messages';

export interface PredefinedCustomToggleProps {
  /** true = predefined bundle (default), false = custom cpu/memory/disk. */
  value?: boolean;
  onChange?: (isPredefined: boolean) => void;
  disabled?: boolean;
  predefinedLabel?: string;
  customLabel?: string;
}

export function PredefinedCustomToggle({
  value = true,
  onChange,
  disabled,
  predefinedLabel = uiMessages.predefined,
  customLabel = uiMessages.custom,
}: PredefinedCustomToggleProps) {
  return (
    <Segmented<'predefined' | 'custom'>
      disabled={disabled}
      value={value ? 'predefined' : 'custom'}
      onChange={(v) => onChange?.(v === 'predefined')}
      options={[
        { label: predefinedLabel, value: 'predefined' },
        { label: customLabel, value: 'custom' },
      ]}
    />
  );
}

export default PredefinedCustomToggle;
