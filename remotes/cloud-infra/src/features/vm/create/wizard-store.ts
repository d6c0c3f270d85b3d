import { create } from 'zustand';
import type { OsFamily } from '@portal/contracts';

/** The creation wizard's state, as the product rules name it. */
export interface VmWizardState {
  step: number;
  /** Kept for a VPC order's data centre; a server goes to its project's data centre (the create body names none). */
  dataCenter: number | null;
  /** The OS family tab (preset by the `{type}` route parameter). */
  osFamily: OsFamily;
  /** Chosen image (OS + version) id. */
  osVersion: number | null;
  /** Chosen predefined bundle id. */
  serverConfig: number | null;
  serverName: string;
  serverPassword: string;
  isPredefined: boolean;
  customConfig: { cpu: number; memory: number; disk: number; IPV4: number };
  usePublicIpV4: boolean;
  usePublicIpV6: boolean;
  usePrivateNetwork: boolean;
  selectedNetwork: number | null;
  ipAddress: string;
  /** The project's SSH key installed for root (Linux only; the provider takes one). */
  vmKeyId: number | null;
}

export const initialWizard = (osFamily: OsFamily = 'linux'): VmWizardState => ({
  step: 1,
  dataCenter: null,
  osFamily,
  osVersion: null,
  serverConfig: null,
  serverName: '',
  serverPassword: '',
  isPredefined: true,
  customConfig: { cpu: 1, memory: 1, disk: 25, IPV4: 1 },
  usePublicIpV4: true,
  usePublicIpV6: false,
  usePrivateNetwork: false,
  selectedNetwork: null,
  ipAddress: '',
  vmKeyId: null,
});

interface Actions {
  set(patch: Partial<VmWizardState>): void;
  setCustom(patch: Partial<VmWizardState['customConfig']>): void;
  reset(osFamily?: OsFamily): void;
}

export const useVmWizard = create<VmWizardState & Actions>((set) => ({
  ...initialWizard(),
  set: (patch) => set(patch),
  setCustom: (patch) => set((s) => ({ customConfig: { ...s.customConfig, ...patch } })),
  reset: (osFamily) => set(initialWizard(osFamily)),
}));
