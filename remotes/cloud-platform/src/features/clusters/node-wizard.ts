import { create } from 'zustand';

/** The create-node wizard state: nodeType, productBundle, vmPassword; `reset` clears it. */
export interface NodeWizardState {
  nodeType: 'worker';
  productBundle: number | null;
  vmPassword: string;
  set(patch: Partial<Pick<NodeWizardState, 'nodeType' | 'productBundle' | 'vmPassword'>>): void;
  reset(): void;
}

const initial = { nodeType: 'worker' as const, productBundle: null, vmPassword: '' };

export const useNodeWizard = create<NodeWizardState>((set) => ({
  ...initial,
  set: (patch) => set(patch),
  reset: () => set(initial),
}));
