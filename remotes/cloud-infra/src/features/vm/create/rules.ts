import { createVmHostSchema, type CreateVmHostRequest, type ProductItem } from '@portal/contracts';
import { toPersianDigits } from '@portal/locale';
import { fieldProblem } from '@portal/ui';
import { vmMessages } from '../messages';
import type { VmWizardState } from './wizard-store';

const r = vmMessages.refusals;
const c = vmMessages.create;
const schema = createVmHostSchema;

type Items = Partial<Record<ProductItem['key'], ProductItem>>;

/** Refusals of each step (1-based), checked in order; the first one is shown as a toast. */
export const stepRefusal: Record<number, (s: VmWizardState, items: Items) => string | null> = {
  1: (s) => (s.dataCenter == null ? r.dataCenterRequired : s.osVersion == null ? r.osRequired : null),
  2: (s, items) => {
    if (s.isPredefined) return s.serverConfig == null ? r.bundleRequired : null;
    const checks: Array<[number, ProductItem | undefined, string]> = [
      [s.customConfig.cpu, items.cpu, c.cpu],
      [s.customConfig.memory, items.memory, c.memory],
      [s.customConfig.disk, items.disk, c.disk],
      [s.customConfig.IPV4, items.ipv4, c.ipv4Count],
    ];
    for (const [value, item, label] of checks)
      if (item && !(Number.isInteger(value) && value >= item.min && value <= item.max)) return r.sizeRange(label, toPersianDigits(item.min), toPersianDigits(item.max));
    return null;
  },
  3: (s) => {
    if (!s.usePublicIpV4 && !s.usePrivateNetwork) return r.noAddress;
    if (s.usePrivateNetwork && s.selectedNetwork == null) return r.networkRequired;
    return s.usePrivateNetwork ? fieldProblem(schema.ipAddress, s.ipAddress) : null;
  },
  // Name and password: the API's own rules and words (@portal/contracts), checked before sending.
  4: (s) => fieldProblem(schema.name, s.serverName) ?? fieldProblem(schema.password, s.serverPassword),
};

/** The first refusal over all steps (what submitting checks), with the step it belongs to. */
export function firstRefusal(s: VmWizardState, items: Items): { step: number; message: string } | null {
  for (const step of [1, 2, 3, 4]) {
    const message = stepRefusal[step](s, items);
    if (message) return { step, message };
  }
  return null;
}

/** The request body the wizard sends. */
export function toRequest(s: VmWizardState): CreateVmHostRequest {
  return {
    name: s.serverName.trim(),
    password: s.serverPassword,
    datacenterId: s.dataCenter!,
    imageId: s.osVersion!,
    isPredefined: s.isPredefined,
    productBundleId: s.isPredefined ? s.serverConfig : null,
    cpu: s.isPredefined ? null : s.customConfig.cpu,
    memory: s.isPredefined ? null : s.customConfig.memory,
    disk: s.isPredefined ? null : s.customConfig.disk,
    ipv4Count: s.usePublicIpV4 ? (s.isPredefined ? 1 : s.customConfig.IPV4) : null,
    usePublicIpV4: s.usePublicIpV4,
    usePublicIpV6: s.usePublicIpV6,
    usePrivateNetwork: s.usePrivateNetwork,
    networkId: s.usePrivateNetwork ? s.selectedNetwork : null,
    ipAddress: s.usePrivateNetwork && s.ipAddress.trim() ? s.ipAddress.trim() : null,
  };
}
