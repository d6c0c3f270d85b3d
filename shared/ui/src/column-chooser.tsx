/**
 * The column chooser of a `ResourceTable`: a button that opens, right under the toolbar, a group
 * of checkboxes, one per column that may be hidden. Disclosure, not a floating menu: the panel
 * follows the button in the page, so Tab walks from the button into its checkboxes and on to the
 * table; Escape closes it and gives focus back to the button.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import TableOutlined from '@ant-design/icons/TableOutlined';
import { uiMessages } from './messages';

export interface ChooserColumn {
  key: string;
  title: string;
  visible: boolean;
}

function ColumnChooserPanel({
  id,
  columns,
  onChange,
  onClose,
}: {
  id: string;
  columns: ChooserColumn[];
  onChange: (key: string, visible: boolean) => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLFieldSetElement>(null);
  const legendId = useId();
  useEffect(() => {
    ref.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
  }, []);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    onClose();
  };
  return (
    <fieldset id={id} ref={ref} onKeyDown={onKeyDown} aria-labelledby={legendId} style={panelStyle}>
      <legend id={legendId} style={legendStyle}>
        {uiMessages.tableColumnsLegend}
      </legend>
      <Flex wrap gap="4px 16px">
        {columns.map((c) => (
          <Checkbox key={c.key} checked={c.visible} onChange={(e) => onChange(c.key, e.target.checked)} style={optionStyle}>
            {c.title}
          </Checkbox>
        ))}
      </Flex>
    </fieldset>
  );
}

const panelStyle = { margin: '0 0 12px', padding: '4px 12px 8px', border: '1px solid rgba(5, 5, 5, 0.12)', borderRadius: 8, minWidth: 0 } as const;
const legendStyle = { padding: '0 4px', fontSize: 'inherit', width: 'auto', margin: 0, border: 0 } as const;
// each option a 32 px row: its checkbox stays a comfortable, WCAG 2.2 sized target on a phone
const optionStyle = { minHeight: 32, alignItems: 'center' } as const;

/**
 * The chooser's button (for the toolbar, placed last so Tab goes from it into the panel) and its
 * panel (for under the toolbar; null while closed). No button when nothing may be hidden.
 */
export function useColumnChooser(columns: ChooserColumn[], onChange: (key: string, visible: boolean) => void): { button: ReactNode; panel: ReactNode } {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  if (!columns.length) return { button: null, panel: null };
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return {
    button: (
      <Button
        ref={buttonRef}
        icon={<TableOutlined aria-hidden />}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        {uiMessages.tableColumns}
      </Button>
    ),
    panel: open ? <ColumnChooserPanel id={panelId} columns={columns} onChange={onChange} onClose={close} /> : null,
  };
}
