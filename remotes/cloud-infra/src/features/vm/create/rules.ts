import type { CreateVmHostRequest, ProductItem } from '@portal/contracts';
import { PASSWORD_PATTERN, toPersianDigits } from '@portal/locale';
import { vmMessages } from '../messages';
import type { VmWizardState } from './wizard-store';

const r = vmMessages.refusals;
const c = vmMessages.create;
export const VM_NAME_MIN = 3;
const NAME_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

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
    if (s.usePrivateNetwork && s.ipAddress.trim() && !IPV4.test(s.ipAddress.trim())) return r.ipInvalid;
    return null;
  },
  4: (s) => {
    const name = s.serverName.trim();
    if (!name) return r.nameRequired;
    if ([...name].length < VM_NAME_MIN) return r.nameTooShort;
    if (!NAME_PATTERN.test(name)) return r.nameInvalid;
    if (!PASSWORD_PATTERN.test(s.serverPassword)) return r.passwordInvalid;
    return null;
  },
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
