/**
 * One permission mechanism for every action that changes something in a project. The caller's
 * right is a super user's admin everywhere, else the access type of their own row in the project's
 * user list (`callerAccessType`, recorded in the project store by the host); the project is the page's `:projectId` route parameter, so pages
 * outside a project (the account area) are never restricted by it.
 * An action the role does not allow is still shown, disabled, with a tooltip saying why: a
 * viewer learns what exists without filling a form that the server then refuses. The server
 * keeps refusing: this is for the user, not a guard.
 */
import type { ReactElement, ReactNode } from 'react';
import Tooltip from 'antd/es/tooltip';
import { projectAccessOf, type ProjectAccess } from '@portal/contracts';
import { selectProjectAccess, useAuthStore, useProjectStore, type Caller } from '@portal/session';
import { uiMessages } from './messages';
import { useNumericParams } from './route-params';

/** 'write': create, edit, delete, power; 'admin': manage the project itself and its users. */
export type Need = 'write' | 'admin';

export interface Permission {
  allowed: boolean;
  /** Why not, in Persian (undefined when allowed). */
  reason?: string;
}

/** What an access allows; an unknown one (list not arrived) allows, since the server decides anyway. */
export function permissionOf(access: ProjectAccess | null, need: Need): Permission {
  if (access === null) return { allowed: true };
  if (need === 'admin')
    return access === 'admin' ? { allowed: true } : { allowed: false, reason: access === 'viewer' ? uiMessages.needsWrite : uiMessages.needsAdmin };
  return access === 'viewer' ? { allowed: false, reason: uiMessages.needsWrite } : { allowed: true };
}

/** The permission of the page's project (route `:projectId`); allowed outside a project or with `need` null. */
export function usePermission(need: Need | null = 'write'): Permission {
  const { projectId } = useNumericParams('projectId');
  const id = Number.isNaN(projectId) ? undefined : projectId;
  // Login info says who the caller is; the host records their access type per project (ProjectRights).
  const caller = useAuthStore((s) => s.loginInfo) as Caller | null;
  const access = useProjectStore((s) => (id === undefined ? null : selectProjectAccess(s, caller, id)));
  if (need === null || id === undefined) return { allowed: true };
  return permissionOf(projectAccessOf(access), need);
}

/** The reason an action is disabled, for a `disabledReason`-style prop; undefined when allowed. */
export const useDisabledReason = (need: Need | null = 'write') => usePermission(need).reason;

/**
 * Wraps a disabled control in a tooltip saying why. A disabled button gets no pointer events, so
 * the tooltip hangs on a wrapper that does (and is focusable, for keyboard users).
 */
export function WithReason({ reason, block, children }: { reason?: ReactNode; block?: boolean; children: ReactElement }) {
  if (!reason) return children;
  return (
    <Tooltip title={reason}>
      <span className="portal-not-permitted" tabIndex={0} style={{ display: block ? 'block' : 'inline-block', cursor: 'not-allowed' }}>
        {children}
      </span>
    </Tooltip>
  );
}

/**
 * `<Permitted need="write">{(disabled) => <Button disabled={disabled}>…</Button>}</Permitted>`:
 * renders the action disabled, under a tooltip with the reason, when the role does not allow it.
 */
export function Permitted({ need = 'write', children }: { need?: Need; children: (disabled: boolean) => ReactElement }) {
  const { allowed, reason } = usePermission(need);
  return <WithReason reason={reason}>{children(!allowed)}</WithReason>;
}
