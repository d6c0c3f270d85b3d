// Cloud Kubernetes on the provider's wire: the namespace wizard's image catalogue
// (categories, images with their tags, ports and expected keys), deployments made from an image
// tag with their env and ports as rows (env/get and the ingress rules and firewall name them by
// id), config maps and secrets with their entries as rows (edits remove entries by id), ingresses
// with a domain, a protocol and their rules as their own rows, and the firewall on a deployment's
// port. The earlier child tables held lists as JSON and had no ids to name: they are replaced
// (a demo database keeps its namespaces; what was inside them is gone).
import { RESOURCE_COLUMNS, type Migration } from '../../db/migrations/types';

export const kubernetesCloudMigrations: Migration[] = [
  {
    id: 202612030300,
    name: 'kubernetes cloud: image catalogue; deployments from an image tag with env and port rows; config map and secret entries; ingress rules; firewall on a deployment port',
    up: `
      CREATE TABLE kuber_cloud_categories (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
      INSERT INTO kuber_cloud_categories (id, name) VALUES (1, 'وب‌سرور'), (2, 'پایگاه داده'), (3, 'زبان‌های برنامه‌نویسی');
      CREATE TABLE kuber_cloud_images (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        photo_name TEXT,
        subtitle TEXT,
        description TEXT,
        path TEXT NOT NULL,
        category_id INTEGER NOT NULL REFERENCES kuber_cloud_categories(id)
      );
      INSERT INTO kuber_cloud_images (id, name, photo_name, subtitle, description, path, category_id) VALUES
        (1, 'nginx', 'nginx.svg', 'وب‌سرور و پراکسی معکوس', 'وب‌سرور سبک برای محتوای ایستا و پراکسی معکوس', 'docker.io/library/nginx', 1),
        (2, 'httpd', 'httpd.svg', 'وب‌سرور آپاچی', 'وب‌سرور HTTP آپاچی', 'docker.io/library/httpd', 1),
        (3, 'postgres', 'postgres.svg', 'پایگاه داده رابطه‌ای', 'پایگاه داده PostgreSQL', 'docker.io/library/postgres', 2),
        (4, 'redis', 'redis.svg', 'ذخیره‌ساز کلید-مقدار', 'پایگاه داده درون‌حافظه‌ای Redis', 'docker.io/library/redis', 2),
        (5, 'node', 'node.svg', 'اجرای جاوااسکریپت', 'محیط اجرای Node.js', 'docker.io/library/node', 3);
      CREATE TABLE kuber_cloud_image_tags (id INTEGER PRIMARY KEY, image_id INTEGER NOT NULL REFERENCES kuber_cloud_images(id), name TEXT NOT NULL);
      INSERT INTO kuber_cloud_image_tags (id, image_id, name) VALUES
        (1, 1, '1.27'), (2, 1, '1.26'), (3, 2, '2.4'), (4, 3, '17'), (5, 3, '16'), (6, 4, '7.4'), (7, 5, '22'), (8, 5, '20');
      -- The ports an image listens on (a deployment of it gets one port row each).
      CREATE TABLE kuber_cloud_image_ports (id INTEGER PRIMARY KEY, image_id INTEGER NOT NULL REFERENCES kuber_cloud_images(id), port INTEGER NOT NULL);
      INSERT INTO kuber_cloud_image_ports (id, image_id, port) VALUES (1, 1, 80), (2, 1, 443), (3, 2, 80), (4, 3, 5432), (5, 4, 6379), (6, 5, 3000);
      -- The environment keys an image expects (the wizard offers them).
      CREATE TABLE kuber_cloud_image_keys (id INTEGER PRIMARY KEY, image_id INTEGER NOT NULL REFERENCES kuber_cloud_images(id), name TEXT NOT NULL);
      INSERT INTO kuber_cloud_image_keys (id, image_id, name) VALUES (1, 3, 'POSTGRES_PASSWORD'), (2, 3, 'POSTGRES_DB'), (3, 5, 'NODE_ENV');

      DROP TABLE kuber_firewall_rules;
      DROP TABLE kuber_ingresses;
      DROP TABLE kuber_secrets;
      DROP TABLE kuber_config_maps;
      DROP TABLE kuber_deployments;

      CREATE TABLE kuber_deployments (
        ${RESOURCE_COLUMNS},
        kuber_host_id INTEGER NOT NULL REFERENCES kuber_hosts(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        image_tag_id INTEGER NOT NULL REFERENCES kuber_cloud_image_tags(id),
        image TEXT NOT NULL,
        replicas INTEGER NOT NULL,
        is_public INTEGER NOT NULL,
        modified_at INTEGER NOT NULL,
        rollout_at INTEGER NOT NULL DEFAULT 0,
        UNIQUE (kuber_host_id, name)
      );
      CREATE TABLE kuber_deploy_envs (
        id INTEGER PRIMARY KEY,
        deploy_id INTEGER NOT NULL REFERENCES kuber_deployments(id) ON DELETE CASCADE,
        key TEXT NOT NULL,
        value TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        modified_at INTEGER NOT NULL,
        UNIQUE (deploy_id, key)
      );
      -- node_port: the port opened on the namespace's public address for a public deployment, else 0.
      CREATE TABLE kuber_deploy_ports (
        id INTEGER PRIMARY KEY,
        deploy_id INTEGER NOT NULL REFERENCES kuber_deployments(id) ON DELETE CASCADE,
        target_port INTEGER NOT NULL,
        node_port INTEGER NOT NULL
      );
      CREATE TABLE kuber_config_maps (
        ${RESOURCE_COLUMNS},
        kuber_host_id INTEGER NOT NULL REFERENCES kuber_hosts(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        alias TEXT,
        description TEXT,
        UNIQUE (kuber_host_id, name)
      );
      CREATE TABLE kuber_config_map_entries (
        id INTEGER PRIMARY KEY,
        config_map_id INTEGER NOT NULL REFERENCES kuber_config_maps(id) ON DELETE CASCADE,
        key TEXT NOT NULL,
        value TEXT NOT NULL,
        UNIQUE (config_map_id, key)
      );
      CREATE TABLE kuber_secrets (
        ${RESOURCE_COLUMNS},
        kuber_host_id INTEGER NOT NULL REFERENCES kuber_hosts(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        secret_type_id INTEGER NOT NULL,
        alias TEXT,
        description TEXT,
        UNIQUE (kuber_host_id, name)
      );
      CREATE TABLE kuber_secret_entries (
        id INTEGER PRIMARY KEY,
        secret_id INTEGER NOT NULL REFERENCES kuber_secrets(id) ON DELETE CASCADE,
        key TEXT NOT NULL,
        value TEXT NOT NULL,
        UNIQUE (secret_id, key)
      );
      CREATE TABLE kuber_ingresses (
        ${RESOURCE_COLUMNS},
        kuber_host_id INTEGER NOT NULL REFERENCES kuber_hosts(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        domain_name TEXT NOT NULL,
        protocol_type_id INTEGER NOT NULL,
        secret_id INTEGER REFERENCES kuber_secrets(id) ON DELETE SET NULL,
        modified_at INTEGER NOT NULL,
        UNIQUE (kuber_host_id, name)
      );
      CREATE TABLE kuber_ingress_rules (
        id INTEGER PRIMARY KEY,
        ingress_id INTEGER NOT NULL REFERENCES kuber_ingresses(id) ON DELETE CASCADE,
        path TEXT NOT NULL,
        deploy_port_id INTEGER NOT NULL REFERENCES kuber_deploy_ports(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        modified_at INTEGER NOT NULL
      );
      CREATE TABLE kuber_firewall_rules (
        ${RESOURCE_COLUMNS},
        kuber_host_id INTEGER NOT NULL REFERENCES kuber_hosts(id) ON DELETE CASCADE,
        firewall_protocol_id INTEGER NOT NULL,
        deploy_port_id INTEGER NOT NULL REFERENCES kuber_deploy_ports(id) ON DELETE CASCADE,
        source_ip TEXT NOT NULL,
        destination_ip TEXT,
        description TEXT
      );
      CREATE INDEX kuber_firewall_rules_host ON kuber_firewall_rules(kuber_host_id);
    `,
  },
];
