// DNS/CDN zones ("hosts") and their DNS records.
import { RESOURCE_COLUMNS, type Migration } from '../../db/migrations/types';

export const dnsCdnMigrations: Migration[] = [
  {
    id: 202611240137,
    name: 'dns-cdn zones and records',
    up: `
      CREATE TABLE dns_zones (
        ${RESOURCE_COLUMNS},
        name TEXT NOT NULL,
        cdn_type TEXT NOT NULL,
        hourly_price INTEGER NOT NULL,
        verify_requested INTEGER NOT NULL DEFAULT 0,
        activated_at INTEGER,
        https_redirect INTEGER NOT NULL DEFAULT 0,
        non_www_redirect INTEGER NOT NULL DEFAULT 0,
        hsts_enabled INTEGER NOT NULL DEFAULT 0,
        hsts_max_age INTEGER NOT NULL DEFAULT 0,
        hsts_include_sub INTEGER NOT NULL DEFAULT 0,
        hsts_preload INTEGER NOT NULL DEFAULT 0
      );
      CREATE UNIQUE INDEX dns_zones_name ON dns_zones(name);
      CREATE TABLE dns_records (
        ${RESOURCE_COLUMNS},
        zone_id INTEGER NOT NULL REFERENCES dns_zones(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        type TEXT NOT NULL,
        value TEXT NOT NULL,
        ttl INTEGER NOT NULL,
        priority INTEGER,
        weight INTEGER,
        port INTEGER,
        flag INTEGER,
        tag TEXT,
        proxied INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX dns_records_zone ON dns_records(zone_id);
    `,
  },
  {
    id: 202611240206,
    name: 'dns-cdn edge certificates and the origin certificate type',
    up: `
      ALTER TABLE dns_zones ADD COLUMN origin_cert_type TEXT NOT NULL DEFAULT 'full';
      CREATE TABLE dns_certs (
        ${RESOURCE_COLUMNS},
        zone_id INTEGER NOT NULL REFERENCES dns_zones(id) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        subject TEXT NOT NULL,
        issuer TEXT NOT NULL,
        sans TEXT NOT NULL,
        not_after INTEGER NOT NULL,
        certificate TEXT
      );
      CREATE INDEX dns_certs_zone ON dns_certs(zone_id);
    `,
  },
  {
    id: 202611240222,
    name: 'registered domains',
    up: `
      CREATE TABLE domains (
        ${RESOURCE_COLUMNS},
        name TEXT NOT NULL,
        years INTEGER NOT NULL,
        nameservers TEXT NOT NULL,
        contact TEXT NOT NULL,
        contact_verified INTEGER NOT NULL DEFAULT 0,
        verification_sent_at INTEGER,
        price_per_year INTEGER NOT NULL,
        hourly_price INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE UNIQUE INDEX domains_name ON domains(name);
    `,
  },
  {
    id: 202611240455,
    name: 'web hosting bundles (the web catalogue)',
    up: `
      INSERT INTO products (id, kind, name) VALUES (80, 'web', 'هاست وب');
      INSERT INTO product_bundles (id, product_id, name, price, hourly_price, cpu, memory, disk, bandwidth, sort) VALUES
        (8001, 80, 'هاست وب پایه', 1440000, 2000, 1, 1, 5, 50, 1),
        (8002, 80, 'هاست وب استاندارد', 2880000, 4000, 2, 2, 20, 200, 2),
        (8003, 80, 'هاست وب حرفه‌ای', 5760000, 8000, 4, 4, 50, 500, 3),
        (8004, 80, 'هاست وب سازمانی', 11520000, 16000, 8, 8, 100, NULL, 4);
    `,
  },
  {
    id: 202611240510,
    name: 'web hosts and their one-time control panel logins',
    up: `
      CREATE TABLE web_hosts (
        ${RESOURCE_COLUMNS},
        domain TEXT NOT NULL,
        product_bundle_id INTEGER NOT NULL REFERENCES product_bundles(id),
        disk_size INTEGER NOT NULL,
        bandwidth INTEGER,
        php_version TEXT NOT NULL,
        panel_user TEXT NOT NULL,
        hourly_price INTEGER NOT NULL
      );
      CREATE UNIQUE INDEX web_hosts_domain ON web_hosts(domain);
      CREATE TABLE web_login_sessions (
        id INTEGER PRIMARY KEY,
        web_host_id INTEGER NOT NULL REFERENCES web_hosts(id) ON DELETE CASCADE,
        token_hash TEXT NOT NULL UNIQUE,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE INDEX web_login_sessions_host ON web_login_sessions(web_host_id);
    `,
  },
  {
    id: 202611240523,
    name: 'dns-cdn origin pools, CDN routes and API gateway routes',
    up: `
      CREATE TABLE cdn_origin_pools (
        ${RESOURCE_COLUMNS},
        zone_id INTEGER NOT NULL REFERENCES dns_zones(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        origins TEXT NOT NULL,
        health_check_path TEXT NOT NULL,
        health_check_interval INTEGER NOT NULL
      );
      CREATE INDEX cdn_origin_pools_zone ON cdn_origin_pools(zone_id);
      CREATE TABLE cdn_routes (
        ${RESOURCE_COLUMNS},
        zone_id INTEGER NOT NULL REFERENCES dns_zones(id) ON DELETE CASCADE,
        path_pattern TEXT NOT NULL,
        origin_pool_id INTEGER NOT NULL REFERENCES cdn_origin_pools(id) ON DELETE CASCADE,
        cache_enabled INTEGER NOT NULL DEFAULT 0,
        cache_ttl INTEGER NOT NULL
      );
      CREATE INDEX cdn_routes_zone ON cdn_routes(zone_id);
      CREATE INDEX cdn_routes_pool ON cdn_routes(origin_pool_id);
      CREATE TABLE api_gateway_routes (
        ${RESOURCE_COLUMNS},
        zone_id INTEGER NOT NULL REFERENCES dns_zones(id) ON DELETE CASCADE,
        path TEXT NOT NULL,
        upstream TEXT NOT NULL,
        rate_limit INTEGER NOT NULL
      );
      CREATE INDEX api_gateway_routes_zone ON api_gateway_routes(zone_id);
    `,
  },
  {
    id: 202611240530,
    name: 'dns-cdn edge certificate type',
    up: `ALTER TABLE dns_zones ADD COLUMN edge_cert_type TEXT NOT NULL DEFAULT 'managed';`,
  },
  {
    // The provider's zone carries modifyDate: the last change of its plan, redirects, HSTS or certificate kinds.
    id: 202612030100,
    name: 'dns-cdn zone modify date',
    up: `ALTER TABLE dns_zones ADD COLUMN modified_at INTEGER;`,
  },
  {
    // The provider's CDN route carries its destinations (addresses), policy, connection cap and
    // certificate flag; origin pools were ours and go (a route of the old shape took its pool's origins).
    id: 202612030510,
    name: 'dns-cdn routes on the provider model, origin pools folded in',
    up: `
      CREATE TABLE cdn_routes_new (
        ${RESOURCE_COLUMNS},
        zone_id INTEGER NOT NULL REFERENCES dns_zones(id) ON DELETE CASCADE,
        path TEXT NOT NULL,
        host TEXT,
        policy_id INTEGER NOT NULL,
        max_connections INTEGER NOT NULL,
        accept_danger_cert INTEGER NOT NULL DEFAULT 0,
        destinations TEXT NOT NULL
      );
      INSERT INTO cdn_routes_new (id, project_id, status, created_at, zone_id, path, host, policy_id, max_connections, accept_danger_cert, destinations)
        SELECT r.id, r.project_id, r.status, r.created_at, r.zone_id, r.path_pattern, NULL, 1, 100, 0,
               (SELECT json_group_array(json_object('address', json_extract(o.value, '$.address'))) FROM json_each(p.origins) o)
        FROM cdn_routes r JOIN cdn_origin_pools p ON p.id = r.origin_pool_id;
      DROP TABLE cdn_routes;
      DROP TABLE cdn_origin_pools;
      ALTER TABLE cdn_routes_new RENAME TO cdn_routes;
      CREATE INDEX cdn_routes_zone ON cdn_routes(zone_id);
    `,
  },
];
