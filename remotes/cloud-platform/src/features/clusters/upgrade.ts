import type { KuberClusterVersion } from '@portal/contracts';

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
 * A version row is named by its `name` ("1.31.1").
 */
export function nextVersion(versions: KuberClusterVersion[] | undefined, current: string): KuberClusterVersion | undefined {
  const now = parts(current);
  return (versions ?? [])
    .filter((v): v is KuberClusterVersion & { name: string } => v.name != null)
    .filter((v) => compare(v.name, current) > 0 && parts(v.name).major === now.major && parts(v.name).minor <= now.minor + 1)
    .sort((a, b) => compare(b.name, a.name))[0];
}
