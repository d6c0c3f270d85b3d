import { clusterBody, firstClusterProblem, initialClusterForm, type ClusterFormState } from './cluster-form';
import { clusterMessages } from './messages';

const t = clusterMessages.createCluster;
const filled: ClusterFormState = { ...initialClusterForm, selectedOs: 102, kubernetesVersion: 3, serverName: 'prod-cluster', serverPassword: 'Kube@1234' };

test('check 3 reads "no server specification": a bundle in predefined mode, complete sizes in custom mode', () => {
  expect(firstClusterProblem({ ...filled, isPredefined: true })).toBe(t.serverSpecificationsRequired);
  expect(firstClusterProblem({ ...filled, isPredefined: true, predefinedConfig: 7002 })).toBeNull();
  expect(firstClusterProblem({ ...filled, isPredefined: false })).toBeNull();
  // A size left empty or outside the catalogue's limits is no specification, whatever bundle lingers.
  expect(
    firstClusterProblem({ ...filled, isPredefined: false, predefinedConfig: 7002, customConfig: { ...filled.customConfig, cpu: null as unknown as number } }),
  ).toBe(t.serverSpecificationsRequired);
  expect(firstClusterProblem({ ...filled, isPredefined: false, customConfig: { ...filled.customConfig, disk: 10 } })).toBe(t.serverSpecificationsRequired);
  // Still third: the OS and the version are asked first, the name after.
  expect(firstClusterProblem({ ...filled, selectedOs: undefined })).toBe(t.osVersionRequired);
  expect(firstClusterProblem({ ...filled, isPredefined: false, serverName: '' })).toBe(t.nameRequired);
});

test('custom mode never sends the bundle chosen before switching to it', () => {
  expect(clusterBody({ ...filled, isPredefined: false, predefinedConfig: 7002 })).toMatchObject({
    isPredefined: false,
    productBundleId: null,
    cpu: 1,
    memory: 1,
    disk: 25,
  });
  expect(clusterBody({ ...filled, isPredefined: true, predefinedConfig: 7002 })).toMatchObject({ isPredefined: true, productBundleId: 7002, cpu: null });
});
