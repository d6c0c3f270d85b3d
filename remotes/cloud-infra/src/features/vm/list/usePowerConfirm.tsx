import { useEffect, useRef, useState, type ReactNode } from 'react';
import { toPersianDigits, fill } from '@portal/locale';
import { ConfirmAction } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { deleteServers, runPower, type PowerAction, type PowerTarget } from '../api';
import { vmMessages } from '../messages';

const t = vmMessages.power;
/** What a confirmation needs of a server: a list row, or the detail page's server with its id. */
type VmTarget = PowerTarget & { name: string | null };
export type VmAction = PowerAction | 'delete';
const ACTIONS: VmAction[] = ['start', 'stop', 'shutdown', 'reset', 'reboot', 'delete'];

interface Target {
  action: VmAction;
  vms: VmTarget[];
  done?: () => void;
}

/**
 * One confirm dialog per action, shared by the row menus and the bulk toolbar: `request` names
 * the action and the servers, the dialog says what will happen, OK runs it and toasts the result.
 */
export function usePowerConfirm(projectId: number): { request: (action: VmAction, vms: VmTarget[], done?: () => void) => void; dialogs: ReactNode } {
  const [target, setTarget] = useState<Target | null>(null);
  const openers = useRef<Partial<Record<VmAction, () => void>>>({});
  const toOpen = useRef<VmAction | null>(null);

  useEffect(() => {
    if (!toOpen.current) return;
    openers.current[toOpen.current]?.();
    toOpen.current = null;
  }, [target]);

  const request = (action: VmAction, vms: VmTarget[], done?: () => void) => {
    toOpen.current = action;
    setTarget({ action, vms, done });
  };

  const run = async (action: VmAction) => {
    if (!target) return;
    const { vms, done } = target;
    const label = t[action];
    const result = action === 'delete' ? await deleteServers(projectId, vms) : await runPower(action, projectId, vms);
    if (vms.length === 1 && result.ok === 1) notify.success(action === 'delete' ? t.deleted : t.done(label));
    else if (vms.length > 1) notify.success(t.doneMany(label, toPersianDigits(result.ok), toPersianDigits(vms.length)));
    if (result.skipped) notify.info(t.skipped(toPersianDigits(result.skipped)));
    if (result.ok) done?.();
  };

  const describe = (action: VmAction): ReactNode => {
    if (!target || target.action !== action) return null;
    const many = target.vms.length > 1;
    if (action === 'delete') return many ? t.deleteManyText(toPersianDigits(target.vms.length)) : fill(t.deleteText, { name: target.vms[0]?.name ?? '' });
    const text = many ? t.confirmMany(t[action], toPersianDigits(target.vms.length)) : t.confirmOne(t[action], target.vms[0]?.name ?? '');
    return (
      <>
        <p>{text}</p>
        {action === 'stop' || action === 'reset' ? <p>{t.stopWarning}</p> : null}
      </>
    );
  };

  const dialogs = ACTIONS.map((action) => (
    <ConfirmAction
      key={action}
      danger={action === 'delete' || action === 'stop' || action === 'reset'}
      title={action === 'delete' ? (target && target.vms.length > 1 ? t.deleteMany : t.deleteTitle) : t[action]}
      okText={t[action]}
      description={describe(action)}
      // One server: its name; several: how many (the dialog's text says the number).
      typedConfirmation={
        action === 'delete' && target ? (target.vms.length === 1 ? (target.vms[0]?.name ?? undefined) : toPersianDigits(target.vms.length)) : undefined
      }
      onConfirm={() => run(action)}
      // No visible trigger: the row menus and the bulk toolbar open the dialog through `request`,
      // so the opener ConfirmAction hands to its trigger is kept instead.
      trigger={(open) => {
        openers.current[action] = open;
        return null;
      }}
    />
  ));

  return { request, dialogs };
}
