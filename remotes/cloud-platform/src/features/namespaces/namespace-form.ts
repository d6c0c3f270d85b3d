import { KUBER_CLOUD_LIMITS, type CreateKuberHostRequest } from '@portal/contracts';
import { namespaceMessages } from './messages';

const t = namespaceMessages.createNamespace;

/** The form of the namespace create screen; custom defaults cpu 4, memory 4, disk 75, pods 10. */
export interface NamespaceFormState {
  name: string;
  productBundleId?: number;
  isPredefined: boolean;
  cpu: number;
  memory: number;
  disk: number;
  pods: number;
}
export const initialNamespaceForm: NamespaceFormState = { name: '', isPredefined: true, ...KUBER_CLOUD_LIMITS.customDefaults };

/** The checks in order (a size in predefined mode, a name, a name of 3+ characters): the first failure's toast, or null. */
export function firstNamespaceProblem(s: NamespaceFormState): string | null {
  if (s.isPredefined && !s.productBundleId) return t.specificationsRequired;
  const name = s.name.trim();
  if (!name) return t.nameRequired;
  if ([...name].length < KUBER_CLOUD_LIMITS.nameMin) return t.nameTooShort;
  return null;
}

/** createKuberHostModel: productBundleId 0 when none chosen; pods sent in tens. */
export const namespaceBody = (s: NamespaceFormState): CreateKuberHostRequest => ({
  name: s.name.trim(),
  productBundleId: s.isPredefined ? (s.productBundleId ?? 0) : 0,
  isPredefined: s.isPredefined,
  cpu: s.cpu,
  memory: s.memory,
  disk: s.disk,
  tenPods: Math.round(s.pods / 10),
});
