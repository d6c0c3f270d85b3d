// Kubernetes clusters on the provider's wire: a cluster's node image is one of the
// provider's images, asked with `vm/{projectId}/image/list?ProductId=70` (the kuber-cluster product),
// so the cluster images become vm images of that product. kuber_images keeps the same ids only
// because kuber_clusters.vm_image_id references it (SQLite cannot change that reference in place).
// A cluster's get names its last change (modifyDate): an upgrade or a node added or removed.
import type { Migration } from '../../db/migrations/types';

export const kubernetesClusterMigrations: Migration[] = [
  {
    id: 202612030400,
    name: 'kubernetes clusters: node images are vm images of the kuber-cluster product; last change of a cluster',
    up: `
      INSERT INTO vm_images (id, product_id, os, os_family, version, min_disk, sort, operating_system_id) VALUES
        (101, 70, 'Ubuntu', 'linux', '22.04 LTS', 25, 1, 1),
        (102, 70, 'Ubuntu', 'linux', '24.04 LTS', 25, 2, 1),
        (103, 70, 'Debian', 'linux', '12', 25, 3, 2);
      INSERT INTO kuber_images (id, name) VALUES (101, 'Ubuntu 22.04 LTS'), (102, 'Ubuntu 24.04 LTS'), (103, 'Debian 12');
      UPDATE kuber_clusters SET vm_image_id = vm_image_id + 100 WHERE vm_image_id < 100;
      ALTER TABLE kuber_clusters ADD COLUMN modified_at INTEGER;
    `,
  },
];
