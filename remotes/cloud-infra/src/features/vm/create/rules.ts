import { createVmHostSchema, STORAGE_CLASS_TYPE_IDS, VM_CUSTOM_LIMITS, type CreateVmHostRequest } from '@portal/contracts';
import { toPersianDigits } from '@portal/locale';
import { fieldProblem } from '@portal/ui';
import { vmMessages } from '../messages';
import type { VmWizardState } from './wizard-store';

const r = vmMessages.refusals;
const c = vmMessages.create;
const schema = createVmHostSchema;

/** Every failing field of a step, keyed as the API names them (the keys the steps mark), in the order they are checked. */
export type StepProblems = Record<string, string[]>;

const one = (problems: StepProblems, key: string, message: string | null) => {
  if (message) problems[key] = [message];
};

/** The problems of each step (1-based): all of them are marked on their fields. */
export const stepProblems: Record<number, (s: VmWizardState) => StepProblems> = {
  1: (s) => {
    const p: StepProblems = {};
    one(p, 'vmImageId', s.osVersion == null ? r.osRequired : null);
    return p;
  },
  2: (s) => {
    const p: StepProblems = {};
    if (s.isPredefined) {
      one(p, 'productBundleId', s.serverConfig == null ? r.bundleRequired : null);
      return p;
    }
    // The custom bounds are the portal's constants (the item rows carry none); the API refuses the same.
    const L = VM_CUSTOM_LIMITS;
    const checks: Array<[string, number, { min: number; max: number }, string]> = [
      ['cpu', s.customConfig.cpu, L.cpu, c.cpu],
      ['memory', s.customConfig.memory, L.memory, c.memory],
      ['disk', s.customConfig.disk, L.disk, c.disk],
    ];
    for (const [key, value, bound, label] of checks)
      if (!(Number.isInteger(value) && value >= bound.min && value <= bound.max))
        one(p, key, r.sizeRange(label, toPersianDigits(bound.min), toPersianDigits(bound.max)));
    return p;
  },
  3: (s) => {
    const p: StepProblems = {};
    if (!s.usePublicIpV4 && !s.usePrivateNetwork) one(p, 'usedPublicIpV4', r.noAddress);
    if (s.usePrivateNetwork && s.selectedNetwork == null) one(p, 'vmNetworkId', r.networkRequired);
    if (s.usePrivateNetwork) one(p, 'ipAddress', fieldProblem(schema.ipAddress, s.ipAddress));
    return p;
  },
  // Name and password: the API's own rules and words (@portal/contracts), checked before sending.
  4: (s) => {
    const p: StepProblems = {};
    one(p, 'name', fieldProblem(schema.name, s.serverName));
    // A key opens a Linux server without a password; otherwise the password is required.
    const keyed = s.osFamily === 'linux' && s.vmKeyId != null;
    one(p, 'password', keyed && !s.serverPassword ? null : s.serverPassword ? fieldProblem(schema.password!, s.serverPassword) : r.passwordOrKey);
    return p;
  },
};

/** The first problem of each step: the one a toast names. */
export const stepRefusal: Record<number, (s: VmWizardState) => string | null> = Object.fromEntries(
  Object.entries(stepProblems).map(([n, problems]) => [n, (s: VmWizardState) => Object.values(problems(s))[0]?.[0] ?? null]),
);

/** The first refusal over all steps (what submitting checks), with the step it belongs to. */
export function firstRefusal(s: VmWizardState): { step: number; message: string } | null {
  for (const step of [1, 2, 3, 4]) {
    const message = stepRefusal[step](s);
    if (message) return { step, message };
  }
  return null;
}

/**
 * The request body the wizard sends (the provider's): the project's data centre, one public IPv4
 * when asked (more on the server's IP tab), a private network by its id.
 */
export function toRequest(s: VmWizardState): CreateVmHostRequest {
  const keyed = s.osFamily === 'linux' && s.vmKeyId != null;
  return {
    name: s.serverName.trim(),
    password: s.serverPassword || null,
    vmImageId: s.osVersion!,
    storageClassTypeId: STORAGE_CLASS_TYPE_IDS.ssd,
    // Windows signs in with the password only; a key chosen before switching family is not sent.
    vmKeyId: keyed ? s.vmKeyId : null,
    isPredefined: s.isPredefined,
    productBundleId: s.isPredefined ? s.serverConfig : null,
    cpu: s.isPredefined ? null : s.customConfig.cpu,
    memory: s.isPredefined ? null : s.customConfig.memory,
    disk: s.isPredefined ? null : s.customConfig.disk,
    usedPublicIpV4: s.usePublicIpV4,
    usedPublicIpV6: s.usePublicIpV6,
    vmNetworkId: s.usePrivateNetwork ? s.selectedNetwork : null,
    ipAddress: s.usePrivateNetwork && s.ipAddress.trim() ? s.ipAddress.trim() : null,
  };
}
