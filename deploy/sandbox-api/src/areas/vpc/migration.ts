// The dedicated private cloud (VPC): hosts and their catalogue, networks (rows of `networks` with
// their VPC), access rules between networks, DNAT rules, public IPs and load balancers.
import { RESOURCE_COLUMNS, type Migration } from '../../db/migrations/types';

export const vpcMigrations: Migration[] = [
  {
    id: 202611232215,
    name: 'vpc: hosts, bundles, networks of a vpc, network access, dnat rules, public ips, load balancers',
    up: `
      INSERT INTO products (id, kind, name) VALUES (60, 'vpc', 'ابر اختصاصی');
      INSERT INTO product_bundles (id, product_id, name, price, hourly_price, cpu, memory, disk, bandwidth, sort) VALUES
        (6001, 60, 'ابر اختصاصی پایه', 10800000, 15000, 4, 8, 200, 2048, 1),
        (6002, 60, 'ابر اختصاصی استاندارد', 21600000, 30000, 8, 16, 400, 4096, 2),
        (6003, 60, 'ابر اختصاصی حرفه‌ای', 43200000, 60000, 16, 32, 800, 8192, 3),
        (6004, 60, 'ابر اختصاصی سازمانی', 86400000, 120000, 32, 64, 1600, NULL, 4);
      -- Unit prices of what a VPC adds: a public IP and a load balancer (monthly Rial, hourly = monthly / 720).
      INSERT INTO product_items (id, product_id, key, name, unit, price, hourly_price, min, max) VALUES
        (6001, 60, 'publicIp', 'نشانی IP عمومی', 'عدد', 360000, 500, 0, 8),
        (6002, 60, 'loadBalancer', 'متعادل‌کننده بار', 'عدد', 2160000, 3000, 0, 8);

      CREATE TABLE vpc_hosts (
        ${RESOURCE_COLUMNS},
        name TEXT NOT NULL,
        datacenter_id INTEGER NOT NULL REFERENCES datacenters(id),
        product_bundle_id INTEGER NOT NULL REFERENCES product_bundles(id),
        hourly_price INTEGER NOT NULL
      );
      CREATE UNIQUE INDEX vpc_hosts_name ON vpc_hosts(project_id, name COLLATE NOCASE);

      -- A VPC's networks are private networks of the project (so a server ordered into one joins it
      -- the usual way) that belong to the VPC; SNAT is on by default.
      ALTER TABLE networks ADD COLUMN vpc_id INTEGER REFERENCES vpc_hosts(id) ON DELETE CASCADE;
      ALTER TABLE networks ADD COLUMN snat INTEGER NOT NULL DEFAULT 1;
      CREATE INDEX networks_vpc ON networks(vpc_id);

      CREATE TABLE vpc_network_access (
        ${RESOURCE_COLUMNS},
        vpc_id INTEGER NOT NULL REFERENCES vpc_hosts(id) ON DELETE CASCADE,
        from_network_id INTEGER NOT NULL REFERENCES networks(id) ON DELETE CASCADE,
        to_network_id INTEGER NOT NULL REFERENCES networks(id) ON DELETE CASCADE,
        UNIQUE (from_network_id, to_network_id)
      );
      CREATE TABLE vpc_public_ips (
        ${RESOURCE_COLUMNS},
        vpc_id INTEGER NOT NULL REFERENCES vpc_hosts(id) ON DELETE CASCADE,
        address TEXT NOT NULL UNIQUE,
        hourly_price INTEGER NOT NULL,
        assigned_kind TEXT,
        assigned_id INTEGER
      );
      CREATE INDEX vpc_public_ips_vpc ON vpc_public_ips(vpc_id);
      CREATE TABLE vpc_dnat_rules (
        ${RESOURCE_COLUMNS},
        vpc_id INTEGER NOT NULL REFERENCES vpc_hosts(id) ON DELETE CASCADE,
        public_ip_id INTEGER NOT NULL REFERENCES vpc_public_ips(id) ON DELETE CASCADE,
        protocol TEXT NOT NULL,
        external_port TEXT NOT NULL,
        internal_ip TEXT NOT NULL,
        internal_port TEXT NOT NULL
      );
      CREATE INDEX vpc_dnat_rules_vpc ON vpc_dnat_rules(vpc_id);
      CREATE TABLE vpc_load_balancers (
        ${RESOURCE_COLUMNS},
        vpc_id INTEGER NOT NULL REFERENCES vpc_hosts(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        algorithm TEXT NOT NULL,
        listeners TEXT NOT NULL,
        backends TEXT NOT NULL,
        health_check_interval INTEGER NOT NULL,
        health_check_timeout INTEGER NOT NULL,
        health_check_attempts INTEGER NOT NULL,
        hourly_price INTEGER NOT NULL
      );
      CREATE UNIQUE INDEX vpc_load_balancers_name ON vpc_load_balancers(vpc_id, name COLLATE NOCASE);
    `,
  },
  {
    id: 202612020300,
    name: "vpc on the provider's wire: creator and change date, networks attached as interfaces, network access requests, one NAT table (SNAT and DNAT), IPv4/IPv6 and primary addresses",
    up: `
      ALTER TABLE vpc_hosts ADD COLUMN user_id INTEGER REFERENCES users(id);
      ALTER TABLE vpc_hosts ADD COLUMN modified_at INTEGER;

      ALTER TABLE vpc_public_ips ADD COLUMN is_v4 INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE vpc_public_ips ADD COLUMN is_primary INTEGER NOT NULL DEFAULT 0;
      UPDATE vpc_public_ips SET is_primary = 1 WHERE id IN (SELECT MIN(id) FROM vpc_public_ips GROUP BY vpc_id);

      -- natTypeId 1 SNAT (outbound through translate_ip, of one network or of all), 2 DNAT
      -- (translate_ip:destination_port... of the public address to destination_ip in vm_network_id).
      CREATE TABLE vpc_nat_rules (
        ${RESOURCE_COLUMNS},
        vpc_id INTEGER NOT NULL REFERENCES vpc_hosts(id) ON DELETE CASCADE,
        nat_type_id INTEGER NOT NULL,
        name TEXT,
        source_ip TEXT,
        destination_ip TEXT,
        destination_port INTEGER NOT NULL DEFAULT 0,
        translate_ip TEXT,
        vm_network_id INTEGER REFERENCES networks(id) ON DELETE CASCADE,
        vpc_ip_id INTEGER REFERENCES vpc_public_ips(id) ON DELETE CASCADE,
        description TEXT
      );
      CREATE INDEX vpc_nat_rules_vpc ON vpc_nat_rules(vpc_id);
      INSERT INTO vpc_nat_rules (project_id, status, created_at, vpc_id, nat_type_id, name, destination_ip, destination_port, translate_ip, vm_network_id, vpc_ip_id)
        SELECT d.project_id, d.status, d.created_at, d.vpc_id, 2, 'dnat-' || d.id, d.internal_ip, CAST(d.internal_port AS INTEGER),
          (SELECT address FROM vpc_public_ips WHERE id = d.public_ip_id),
          (SELECT n.network_id FROM network_nodes n JOIN networks w ON w.id = n.network_id WHERE w.vpc_id = d.vpc_id AND n.ip_address = d.internal_ip),
          d.public_ip_id
        FROM vpc_dnat_rules d;
      INSERT INTO vpc_nat_rules (project_id, status, created_at, vpc_id, nat_type_id, name, source_ip, translate_ip, vm_network_id)
        SELECT w.project_id, 'active', w.created_at, w.vpc_id, 1, 'snat-' || w.name, w.cidr,
          (SELECT address FROM vpc_public_ips WHERE vpc_id = w.vpc_id AND is_primary = 1), w.id
        FROM networks w WHERE w.vpc_id IS NOT NULL AND w.snat = 1;
      DROP TABLE vpc_dnat_rules;

      CREATE TABLE vpc_network_requests (
        ${RESOURCE_COLUMNS},
        vpc_id INTEGER NOT NULL REFERENCES vpc_hosts(id) ON DELETE CASCADE,
        vm_network_id INTEGER NOT NULL REFERENCES networks(id) ON DELETE CASCADE,
        description TEXT,
        UNIQUE (vpc_id, vm_network_id)
      );
      DROP TABLE vpc_network_access;
    `,
  },
];
