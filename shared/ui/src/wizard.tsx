/**
 * `Wizard`: a numbered step wizard (steps counted from 1: every wizard starts at step 1).
 * Next runs the current step's `validate`; a message returned by it is shown as an error
 * toast (notify.error) and the wizard stays. The last step shows Submit instead of Next;
 * Submit validates the last step too and then calls `onSubmit` (loading while it runs).
 * The step can be controlled (`step` + `onStepChange`, e.g. `useUrlStep()` so the step is in the
 * URL and in the history) or left to the component. A controlled step past one whose `validate`
 * fails (a URL typed or kept from an older draft) falls back to that step once `ready`.
 * `unsaved` makes leaving the page ask first (see `useLeaveGuard`).
 */
import { useEffect, useState, type ReactNode } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import Steps from 'antd/es/steps';
import { toPersianDigits } from '@portal/locale';
import { notify } from './toast';
import { usePermission, WithReason } from './permission';
import { useLeaveGuard } from './wizard-state';
import { uiMessages } from './messages';
import { steadyDialog } from './dialog-motion';

export interface WizardStep {
  title: string;
  content: ReactNode;
  /** null when the step is complete, else the Persian message to show. */
  validate?: () => string | null;
}

export interface WizardProps {
  steps: WizardStep[];
  /** 1-based current step (controlled). */
  step?: number;
  /** `replace`: a fallback, not a move of the user's (no history entry). */
  onStepChange?: (step: number, options?: { replace?: boolean }) => void;
  /** The data `validate` needs has arrived (default true): only then a too-far step falls back. */
  ready?: boolean;
  /** True while the wizard holds input that leaving would lose. */
  unsaved?: () => boolean;
  /** Called after the last step validates; may be async. */
  onSubmit: () => unknown | Promise<unknown>;
  submitText?: string;
  /** Disables Submit, e.g. while a create mutation is in flight elsewhere. */
  submitting?: boolean;
}

const never = () => false;

export function Wizard({ steps, step, onStepChange, onSubmit, submitText, submitting, ready = true, unsaved = never }: WizardProps) {
  const [own, setOwn] = useState(1);
  const [busy, setBusy] = useState(false);
  // A viewer may look at the steps, but is told at once that they cannot create anything.
  const { allowed, reason } = usePermission('write');
  const current = Math.min(Math.max(step ?? own, 1), steps.length);
  const go = (n: number) => {
    if (step === undefined) setOwn(n);
    onStepChange?.(n);
  };
  const leave = useLeaveGuard(unsaved);

  useEffect(() => {
    if (!ready || step === undefined) return;
    const failing = steps.slice(0, current - 1).findIndex((s) => s.validate?.());
    if (failing >= 0) onStepChange?.(failing + 1, { replace: true });
  }, [ready, current]); // eslint-disable-line react-hooks/exhaustive-deps -- checked when the step or readiness changes, not on every keystroke
  const valid = () => {
    const error = steps[current - 1]?.validate?.() ?? null;
    if (error) notify.error(error);
    return !error;
  };
  const isLast = current === steps.length;
  const loading = busy || !!submitting;

  const submit = async () => {
    if (loading || !allowed || !valid()) return;
    setBusy(true);
    try {
      await onSubmit();
    } catch {
      // the API client shows the error; the form stays as it is
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="portal-wizard">
      {reason ? <Alert type="warning" showIcon title={reason} style={{ marginBottom: 16 }} /> : null}
      <Steps
        current={current - 1}
        // Steps not yet done show their number; antd writes it in ASCII digits.
        items={steps.map((s, i) => ({
          title: s.title,
          icon: i >= current - 1 ? <span className="ant-steps-item-icon-number">{toPersianDigits(i + 1)}</span> : undefined,
        }))}
        style={{ marginBottom: 24 }}
        aria-label={uiMessages.stepOf(toPersianDigits(current), toPersianDigits(steps.length))}
      />
      <section aria-label={steps[current - 1]?.title}>{steps[current - 1]?.content}</section>
      <Space style={{ marginTop: 24 }}>
        {current > 1 && (
          <Button onClick={() => go(current - 1)} disabled={loading}>
            {uiMessages.previous}
          </Button>
        )}
        {isLast ? (
          <WithReason reason={reason}>
            <Button type="primary" loading={loading} disabled={!allowed} onClick={submit}>
              {submitText ?? uiMessages.submit}
            </Button>
          </WithReason>
        ) : (
          <Button type="primary" onClick={() => valid() && go(current + 1)}>
            {uiMessages.next}
          </Button>
        )}
      </Space>
      <Modal
        {...steadyDialog}
        open={leave.pending}
        title={uiMessages.leaveTitle}
        okText={uiMessages.leave}
        cancelText={uiMessages.stay}
        okButtonProps={{ danger: true }}
        onOk={leave.proceed}
        onCancel={leave.stay}
      >
        {uiMessages.leaveText}
      </Modal>
    </div>
  );
}

export default Wizard;
