import type { KubernetesVersion } from '@portal/contracts';

const parts = (v: string) => {
  const [major = 0, minor = 0, patch = 0] = v.split('.').map(Number);
  return { major, minor, patch };
};
const compare = (a: string, b: string) => {
  const [x, y] = [parts(a), parts(b)];
  return x.major - y.major || x.minor - y.minor || x.patch - y.patch;
};

/**
 * The version a cluster at `current` upgrades to: the newest one that is newer and at most one
 * minor version ahead (Kubernetes upgrades a minor version at a time; the sandbox refuses more).
 */
export function nextVersion(versions: KubernetesVersion[] | undefined, current: string): KubernetesVersion | undefined {
  const now = parts(current);
  return (versions ?? [])
    .filter((v) => compare(v.version, current) > 0 && parts(v.version).major === now.major && parts(v.version).minor <= now.minor + 1)
    .sort((a, b) => compare(b.version, a.version))[0];
}
