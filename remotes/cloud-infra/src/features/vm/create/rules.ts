import { createVmHostSchema, type CreateVmHostRequest, type ProductItem } from '@portal/contracts';
import { toPersianDigits } from '@portal/locale';
import { fieldProblem } from '@portal/ui';
import { vmMessages } from '../messages';
import type { VmWizardState } from './wizard-store';

const r = vmMessages.refusals;
const c = vmMessages.create;
const schema = createVmHostSchema;

type Items = Partial<Record<ProductItem['key'], ProductItem>>;

/** Every failing field of a step, keyed as the API names them (the keys the steps mark), in the order they are checked. */
export type StepProblems = Record<string, string[]>;

const one = (problems: StepProblems, key: string, message: string | null) => {
  if (message) problems[key] = [message];
};

/** The problems of each step (1-based): all of them are marked on their fields. */
export const stepProblems: Record<number, (s: VmWizardState, items: Items) => StepProblems> = {
  1: (s) => {
    const p: StepProblems = {};
    one(p, 'datacenterId', s.dataCenter == null ? r.dataCenterRequired : null);
    one(p, 'imageId', s.osVersion == null ? r.osRequired : null);
    return p;
  },
  2: (s, items) => {
    const p: StepProblems = {};
    if (s.isPredefined) {
      one(p, 'productBundleId', s.serverConfig == null ? r.bundleRequired : null);
      return p;
    }
    const checks: Array<[string, number, ProductItem | undefined, string]> = [
      ['cpu', s.customConfig.cpu, items.cpu, c.cpu],
      ['memory', s.customConfig.memory, items.memory, c.memory],
      ['disk', s.customConfig.disk, items.disk, c.disk],
      ['ipv4Count', s.customConfig.IPV4, items.ipv4, c.ipv4Count],
    ];
    for (const [key, value, item, label] of checks)
      if (item && !(Number.isInteger(value) && value >= item.min && value <= item.max)) one(p, key, r.sizeRange(label, toPersianDigits(item.min), toPersianDigits(item.max)));
    return p;
  },
  3: (s) => {
    const p: StepProblems = {};
    if (!s.usePublicIpV4 && !s.usePrivateNetwork) one(p, 'usePublicIpV4', r.noAddress);
    if (s.usePrivateNetwork && s.selectedNetwork == null) one(p, 'networkId', r.networkRequired);
    if (s.usePrivateNetwork) one(p, 'ipAddress', fieldProblem(schema.ipAddress, s.ipAddress));
    return p;
  },
  // Name and password: the API's own rules and words (@portal/contracts), checked before sending.
  4: (s) => {
    const p: StepProblems = {};
    one(p, 'name', fieldProblem(schema.name, s.serverName));
    one(p, 'password', fieldProblem(schema.password, s.serverPassword));
    return p;
  },
};

/** The first problem of each step: the one a toast names. */
export const stepRefusal: Record<number, (s: VmWizardState, items: Items) => string | null> = Object.fromEntries(
  Object.entries(stepProblems).map(([n, problems]) => [n, (s: VmWizardState, items: Items) => Object.values(problems(s, items))[0]?.[0] ?? null]),
);

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
    // Windows signs in with the password only; keys chosen before switching family are not sent.
    sshKeyIds: s.osFamily === 'linux' && s.sshKeyIds.length ? s.sshKeyIds : null,
  };
}
