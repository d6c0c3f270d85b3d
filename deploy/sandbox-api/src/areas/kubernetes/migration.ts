// Kubernetes (cloud-platform area): cluster and namespace-service catalogues (bundles, unit prices,
// versions, node images), clusters and their nodes, namespace services with their deployments,
// config maps, secrets and ingresses.
import { RESOURCE_COLUMNS, type Migration } from '../../db/migrations/types';

export const cloudPlatformMigrations: Migration[] = [
  {
    id: 202611240125,
    name: 'cloud-platform: kubernetes clusters, nodes, namespace services, deployments, config maps, secrets, ingresses',
    up: `
      INSERT INTO products (id, kind, name) VALUES (70, 'kuber-cluster', 'کلاستر کوبرنتیز'), (71, 'kuber-cloud', 'کوبرنتیز ابری');
      -- Worker node configurations (monthly Rial; hourly = monthly / 720).
      INSERT INTO product_bundles (id, product_id, name, price, hourly_price, cpu, memory, disk, bandwidth, sort) VALUES
        (7001, 70, 'نود پایه', 2880000, 4000, 2, 4, 50, NULL, 1),
        (7002, 70, 'نود استاندارد', 5760000, 8000, 4, 8, 100, NULL, 2),
        (7003, 70, 'نود پردازشی', 11520000, 16000, 8, 16, 200, NULL, 3),
        (7004, 70, 'نود حافظه‌بالا', 17280000, 24000, 8, 32, 200, NULL, 4),
        (7101, 71, 'فضای نام کوچک', 2160000, 3000, 2, 2, 25, NULL, 1),
        (7102, 71, 'فضای نام متوسط', 4320000, 6000, 4, 4, 50, NULL, 2),
        (7103, 71, 'فضای نام بزرگ', 8640000, 12000, 8, 8, 100, NULL, 3);
      -- Unit prices of a custom node / namespace (monthly Rial per unit).
      INSERT INTO product_items (id, product_id, key, name, unit, price, hourly_price, min, max) VALUES
        (7001, 70, 'cpu', 'هسته پردازنده', 'هسته', 720000, 1000, 1, 32),
        (7002, 70, 'memory', 'حافظه', 'گیگابایت', 360000, 500, 1, 128),
        (7003, 70, 'disk', 'دیسک', 'گیگابایت', 7200, 10, 25, 2000),
        (7004, 70, 'ipv4', 'نشانی IPv4', 'عدد', 360000, 500, 1, 1),
        (7101, 71, 'cpu', 'هسته پردازنده', 'هسته', 540000, 750, 1, 64),
        (7102, 71, 'memory', 'حافظه', 'گیگابایت', 288000, 400, 1, 256),
        (7103, 71, 'disk', 'دیسک', 'گیگابایت', 7200, 10, 10, 2000);
      CREATE TABLE kuber_versions (id INTEGER PRIMARY KEY, version TEXT NOT NULL, is_default INTEGER NOT NULL DEFAULT 0);
      INSERT INTO kuber_versions (id, version, is_default) VALUES (1, '1.29.9', 0), (2, '1.30.5', 0), (3, '1.31.1', 1);
      CREATE TABLE kuber_images (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
      INSERT INTO kuber_images (id, name) VALUES (1, 'Ubuntu 22.04'), (2, 'Ubuntu 24.04'), (3, 'Debian 12');

      CREATE TABLE kuber_clusters (
        ${RESOURCE_COLUMNS},
        name TEXT NOT NULL,
        kubernetes_version_id INTEGER NOT NULL REFERENCES kuber_versions(id),
        vm_image_id INTEGER NOT NULL REFERENCES kuber_images(id),
        password_hash TEXT NOT NULL,
        is_predefined INTEGER NOT NULL,
        product_bundle_id INTEGER REFERENCES product_bundles(id),
        node_count INTEGER NOT NULL,
        cpu INTEGER NOT NULL,
        memory INTEGER NOT NULL,
        disk INTEGER NOT NULL,
        node_hourly_price INTEGER NOT NULL,
        node_price INTEGER NOT NULL,
        datacenter_id INTEGER NOT NULL REFERENCES datacenters(id),
        endpoint TEXT,
        kubeconfig_token TEXT NOT NULL
      );
      CREATE UNIQUE INDEX kuber_clusters_name ON kuber_clusters(project_id, name COLLATE NOCASE);
      CREATE TABLE kuber_nodes (
        ${RESOURCE_COLUMNS},
        cluster_id INTEGER NOT NULL REFERENCES kuber_clusters(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        role TEXT NOT NULL,
        product_bundle_id INTEGER,
        private_ip TEXT NOT NULL,
        public_ip TEXT,
        cpu INTEGER NOT NULL,
        memory INTEGER NOT NULL,
        disk INTEGER NOT NULL,
        hourly_price INTEGER NOT NULL
      );
      CREATE INDEX kuber_nodes_cluster ON kuber_nodes(cluster_id);

      CREATE TABLE kuber_hosts (
        ${RESOURCE_COLUMNS},
        name TEXT NOT NULL,
        is_predefined INTEGER NOT NULL,
        product_bundle_id INTEGER REFERENCES product_bundles(id),
        cpu INTEGER NOT NULL,
        memory INTEGER NOT NULL,
        disk INTEGER NOT NULL,
        pods INTEGER NOT NULL,
        hourly_price INTEGER NOT NULL,
        price INTEGER NOT NULL
      );
      CREATE UNIQUE INDEX kuber_hosts_name ON kuber_hosts(project_id, name COLLATE NOCASE);
      CREATE TABLE kuber_deployments (
        ${RESOURCE_COLUMNS},
        kuber_host_id INTEGER NOT NULL REFERENCES kuber_hosts(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        image TEXT NOT NULL,
        replicas INTEGER NOT NULL,
        cpu_millicores INTEGER NOT NULL,
        memory_mi INTEGER NOT NULL,
        env TEXT NOT NULL DEFAULT '[]',
        ports TEXT NOT NULL DEFAULT '[]',
        config_map_refs TEXT NOT NULL DEFAULT '[]',
        secret_refs TEXT NOT NULL DEFAULT '[]',
        rollout_at INTEGER NOT NULL DEFAULT 0,
        UNIQUE (kuber_host_id, name)
      );
      CREATE TABLE kuber_config_maps (
        ${RESOURCE_COLUMNS},
        kuber_host_id INTEGER NOT NULL REFERENCES kuber_hosts(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        data TEXT NOT NULL,
        UNIQUE (kuber_host_id, name)
      );
      CREATE TABLE kuber_secrets (
        ${RESOURCE_COLUMNS},
        kuber_host_id INTEGER NOT NULL REFERENCES kuber_hosts(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        data TEXT NOT NULL,
        UNIQUE (kuber_host_id, name)
      );
      CREATE TABLE kuber_ingresses (
        ${RESOURCE_COLUMNS},
        kuber_host_id INTEGER NOT NULL REFERENCES kuber_hosts(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        rules TEXT NOT NULL,
        address TEXT,
        UNIQUE (kuber_host_id, name)
      );
    `,
  },
  {
    id: 202611240517,
    name: 'cloud-platform: namespace service firewall rules',
    up: `
      CREATE TABLE kuber_firewall_rules (
        ${RESOURCE_COLUMNS},
        kuber_host_id INTEGER NOT NULL REFERENCES kuber_hosts(id) ON DELETE CASCADE,
        direction TEXT NOT NULL,
        protocol TEXT NOT NULL,
        port_range TEXT,
        cidr TEXT NOT NULL,
        description TEXT
      );
      CREATE INDEX kuber_firewall_rules_host ON kuber_firewall_rules(kuber_host_id);
    `,
  },
  {
    id: 202611240541,
    name: 'cloud-platform: Kubernetes 1.32, so the running clusters (1.31) have a version to upgrade to',
    up: `INSERT INTO kuber_versions (id, version, is_default) VALUES (4, '1.32.2', 0);`,
  },
];
