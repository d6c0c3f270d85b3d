import { wire, type Wire } from './wire';
import type { FieldSpec } from './rules';

// Kubernetes (the cloud-platform area): what clusters (kubernetes-cluster.ts) and cloud Kubernetes
// (namespace services, kubernetes-cloud.ts) share: name rules, bundle lists and the cluster price.
// Paths follow the provider's document (`kubernetes/cluster/{projectId}/...`, `kubernetes/cloud/{projectId}/...`).

// ---------------------------------------------------------------- shared by clusters and namespaces

/**
 * portal/product-item/kubernetes-price/{workerNodeCount}: `vmProductItemsPrice` are the unit prices of
 * a custom worker node (items of the kuber-cluster product, `PRODUCT_ITEM_IDS.kuberCluster`), monthly
 * Rial per unit; `masterNodesInfo` the control plane: its management item's monthly price and the
 * master nodes' count and sizes (item ids and quantities), included in that price.
 */
export type KubernetesPrice = Wire<'KubernetesPriceResponse'>;

export const k8sLabelSpec = (error: string, label: FieldSpec['label'], min = 1): FieldSpec => ({
  error,
  label,
  type: 'string',
  required: true,
  rules: [
    { kind: 'length', min, max: 63 },
    { kind: 'pattern', pattern: 'k8sLabel' },
  ],
});
export const k8sSubdomainSpec = (error: string, label: FieldSpec['label']): FieldSpec => ({
  error,
  label,
  type: 'string',
  required: true,
  rules: [
    { kind: 'length', min: 1, max: 253 },
    { kind: 'pattern', pattern: 'k8sSubdomain' },
  ],
});

// ---------------------------------------------------------------- endpoints

export const kubernetes = {
  clusterBundleList: wire('GET', 'portal/product-bundle/kuber-cluster-list'),
  /** The unit prices of a worker node and what the control plane costs, for `workerNodeCount` workers. */
  price: wire('GET', 'portal/product-item/kubernetes-price/:workerNodeCount'),
  // cloud Kubernetes (the rest is `kubernetesCloud`, kubernetes-cloud.ts)
  cloudBundleList: wire('GET', 'portal/product-bundle/kuber-cloud-list'),
};
