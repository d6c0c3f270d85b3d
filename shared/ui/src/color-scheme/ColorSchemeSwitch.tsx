import Radio from 'antd/es/radio';
import { colorSchemeMessages as t } from '../messages';
import { COLOR_SCHEME_CHOICES } from './color-scheme';
import { useColorScheme } from './use-color-scheme';

/**
 * Light, dark or the system's scheme: three radio buttons in a labelled group (arrow keys move
 * between them, as in any radio group). The choice applies at once and is kept in this browser.
 */
export function ColorSchemeSwitch() {
  const { choice, setChoice } = useColorScheme();
  return (
    // A fieldset for the grouping and its legend (the group's visible name), without the box.
    <fieldset title={t.hint} style={{ display: 'inline-flex', alignItems: 'center', gap: 8, flexWrap: 'wrap', margin: 0, padding: 0, border: 0, minWidth: 0 }}>
      <legend style={{ float: 'inline-start', padding: 0 }}>{t.label}</legend>
      <Radio.Group
        optionType="button"
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
        options={COLOR_SCHEME_CHOICES.map((value) => ({ value, label: t[value] }))}
      />
    </fieldset>
  );
}

export default ColorSchemeSwitch;
