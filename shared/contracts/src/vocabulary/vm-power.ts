// Which action a virtual server takes in which state, in the provider's words. The portal offers
// an action by this table and the sandbox refuses by it, so the two never disagree.
import { serviceStatusOf } from './service-status';
import { isPoweredOn } from './vm-words';

/** The power actions of `host/{action}/{id}`, in the order the menus show them. */
export const VM_POWER_ACTIONS = ['start', 'shutdown', 'stop', 'reboot', 'reset'] as const;
export type VmPowerAction = (typeof VM_POWER_ACTIONS)[number];
/** Everything a server is asked to do that depends on its state: power, console, rebuild, resize. */
export type VmStateAction = VmPowerAction | 'console' | 'rebuild' | 'resize';

/** A settled server: running or not. */
export type VmPowerState = 'on' | 'off';

/**
 * Whether a server is settled, and running. Only a service that is active (2) or off (10) takes an
 * action; while the provider works on it (waiting, rebuilding, deleting…) or it is unpaid, expired
 * or failed, nothing is offered (null). `host/get` says whether it runs (`powerStatus`); a list row,
 * which has no `powerStatus`, says it by its service state alone.
 */
export function vmPowerState(vm: { statusId: number | null | undefined; powerStatus?: string | null }): VmPowerState | null {
  const service = serviceStatusOf(vm.statusId);
  if (service !== 'active' && service !== 'off') return null;
  if (vm.powerStatus !== undefined) return isPoweredOn(vm.powerStatus) ? 'on' : 'off';
  return service === 'active' ? 'on' : 'off';
}

/** The states each action is accepted from. */
export const VM_ACTION_FROM: Record<VmStateAction, readonly VmPowerState[]> = {
  start: ['off'],
  stop: ['on'],
  shutdown: ['on'],
  reboot: ['on'],
  reset: ['on'],
  console: ['on'],
  rebuild: ['on', 'off'],
  resize: ['on', 'off'],
};

/** What a rule reads of a server: a list row, or `host/get` (which adds its power and whether it is a cluster's node). */
export interface VmStateView {
  statusId: number | null | undefined;
  powerStatus?: string | null;
  isCluster?: boolean;
}

/**
 * Whether `action` is accepted now. A cluster's node belongs to its cluster: it is never rebuilt
 * on its own (the provider's panel hides the rebuild for it).
 */
export function vmActionAllowed(action: VmStateAction, vm: VmStateView): boolean {
  if (action === 'rebuild' && vm.isCluster) return false;
  const state = vmPowerState(vm);
  return state != null && VM_ACTION_FROM[action].includes(state);
}

/** A server can be deleted unless it is already being deleted. */
export const vmDeletable = (vm: { statusId: number | null | undefined }): boolean => serviceStatusOf(vm.statusId) !== 'deleting';
