/**
 * `ConfirmAction`: a button (or any trigger via render prop) that opens a confirm dialog.
 * An antd `<Modal>` component (not static `Modal.confirm`, which ignores ConfigProvider).
 * - `typedConfirmation`: the OK button stays disabled until the user types that exact text
 *   (the resource's name; digits in any script) — for deleting what holds data or costs money.
 * - `onConfirm` may be async: OK shows a loading state; on success the dialog closes, on
 *   failure it stays open (the API client has already shown the error toast). Resolving to
 *   `false` also keeps it open: a refusal `sendForm` has already put on the fields.
 * - `need`: what the caller's project role must allow (default 'write': every confirmed action
 *   changes something); when it does not, the trigger is disabled under a tooltip saying why.
 */
import { useRef, useState, type ReactNode } from 'react';
import Button from 'antd/es/button';
import Input, { type InputRef } from 'antd/es/input';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import type { ButtonProps } from 'antd/es/button';
import { normalizeDigits } from '@portal/locale';
import { uiMessages } from './messages';
import { usePermission, WithReason, type Need } from './permission';
import { steadyDialog } from './dialog-motion';

export interface ConfirmActionProps {
  /** Dialog title; default "آیا مطمئن هستید؟". */
  title?: ReactNode;
  /** Dialog body. */
  description?: ReactNode;
  /** Resolve to `false` (or reject) to keep the dialog open. */
  onConfirm: () => unknown | Promise<unknown>;
  /** Text of the trigger button (ignored with `trigger`). */
  label?: ReactNode;
  /** Custom trigger: receives `open`. */
  trigger?: (open: () => void, disabled: boolean) => ReactNode;
  okText?: string;
  cancelText?: string;
  danger?: boolean;
  typedConfirmation?: string;
  disabled?: boolean;
  /** null: not a change (no permission needed). */
  need?: Need | null;
  /** Custom triggers get `disabled` (the role does not allow the action) to render themselves. */
  buttonProps?: Omit<ButtonProps, 'onClick' | 'danger' | 'disabled'>;
}

/** What was typed is the name: spaces around it aside, digits in any script, composed alike. */
const folded = (text: string) => normalizeDigits(text.normalize('NFC')).trim();
export const sameTyped = (typed: string, name: string): boolean => folded(typed) === folded(name);

export function ConfirmAction({
  title,
  description,
  onConfirm,
  label,
  trigger,
  okText,
  cancelText,
  danger,
  typedConfirmation,
  disabled: disabledProp,
  need = 'write',
  buttonProps,
}: ConfirmActionProps) {
  const permission = usePermission(need);
  const disabled = disabledProp || !permission.allowed;
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [typed, setTyped] = useState('');
  const field = useRef<InputRef>(null);

  const show = () => {
    if (disabled) return;
    setTyped('');
    setOpen(true);
  };
  const close = () => {
    if (!busy) setOpen(false);
  };
  const matches = !typedConfirmation || sameTyped(typed, typedConfirmation);

  const confirm = async () => {
    if (!matches || busy) return;
    setBusy(true);
    try {
      if ((await onConfirm()) !== false) setOpen(false);
    } catch {
      // stay open so the user can retry or cancel; the error toast comes from the API client
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {trigger ? (
        trigger(show, !!disabled)
      ) : (
        <WithReason reason={permission.reason}>
          <Button {...buttonProps} danger={danger} disabled={disabled} onClick={show}>
            {label}
          </Button>
        </WithReason>
      )}
      <Modal
        {...steadyDialog}
        open={open}
        title={title ?? uiMessages.confirmTitle}
        onCancel={close}
        onOk={confirm}
        okText={okText ?? (danger ? uiMessages.delete : uiMessages.confirm)}
        cancelText={cancelText ?? uiMessages.cancel}
        okButtonProps={{ danger, disabled: !matches, loading: busy }}
        cancelButtonProps={{ disabled: busy }}
        closable={!busy}
        mask={{ closable: !busy }}
        keyboard={!busy}
        destroyOnHidden
        // The keyboard starts where the dialog asks for something: type the name, then Enter
        // (antd focuses the dialog itself once open, so this follows it).
        afterOpenChange={(opened) => {
          if (opened) field.current?.focus();
        }}
      >
        {description}
        {typedConfirmation ? (
          <div style={{ marginTop: 12 }}>
            <Typography.Paragraph>{uiMessages.typeToConfirm(typedConfirmation)}</Typography.Paragraph>
            <Input
              aria-label={uiMessages.typedConfirmationLabel}
              value={typed}
              autoComplete="off"
              dir="auto"
              ref={field}
              onChange={(e) => setTyped(e.target.value)}
              onPressEnter={confirm}
            />
          </div>
        ) : null}
      </Modal>
    </>
  );
}

export default ConfirmAction;
