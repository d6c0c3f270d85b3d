import { DAY_MS, HOUR_MS } from '../../clock';
import type { Db } from '../../db/open';
import { seedDomainExample } from './domain';
import { seedWebHostExample } from './web-host';
import { seedLoadBalanceExample } from './dns-load-balance';
import { selectValue } from '../../db/query';

/**
 * The DNS/CDN pages' example in the demo's main project: the active zone `shop-demo.ir` (basic
 * CDN) with records of several types, A and CNAME proxied, and HTTPS redirect on; the same name
 * registered through the platform (domains page); a web host for `blog.shop-demo.ir`; an origin
 * pool behind a CDN route and an API gateway route on the zone; a managed edge certificate.
 */
export function seedDnsExamples(db: Db, now: Date, projectId: number): void {
  const t = now.getTime();
  const created = t - 12 * DAY_MS;
  const zone = selectValue<number>(
    db,
    `INSERT INTO dns_zones (project_id, status, created_at, billed_until, name, cdn_type, hourly_price, verify_requested, activated_at, https_redirect, hsts_enabled, hsts_max_age)
       VALUES (?, 'active', ?, ?, 'shop-demo.ir', 'basic', 1500, 1, ?, 1, 1, 86400) RETURNING id`,
    projectId,
    created,
    t,
    created + HOUR_MS,
  )!;
  const insert = db.prepare(
    `INSERT INTO dns_records (project_id, status, created_at, zone_id, name, type, value, ttl, priority, weight, port, flag, tag, proxied)
     VALUES (?, 'active', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const rows: Array<[string, string, string, number, number | null, number | null, number | null, number | null, string | null, number]> = [
    ['@', 'A', '185.208.180.20', 1, null, null, null, null, null, 1],
    ['@', 'AAAA', '2a01:4f8:c0c:1::20', 1, null, null, null, null, null, 1],
    ['www', 'CNAME', 'shop-demo.ir', 1, null, null, null, null, null, 1],
    ['api', 'A', '185.208.180.21', 300, null, null, null, null, null, 0],
    ['@', 'MX', 'mail.shop-demo.ir', 3600, 10, null, null, null, null, 0],
    ['mail', 'A', '185.208.180.25', 3600, null, null, null, null, null, 0],
    ['@', 'TXT', 'v=spf1 mx -all', 3600, null, null, null, null, null, 0],
    ['_sip._tcp', 'SRV', 'sip.shop-demo.ir', 3600, 10, 60, 5060, null, null, 0],
    ['sip', 'A', '185.208.180.26', 3600, null, null, null, null, null, 0],
    ['@', 'CAA', 'letsencrypt.org', 3600, null, null, null, 0, 'issue', 0],
  ];
  rows.forEach((r, i) => insert.run(projectId, created + (i + 1) * 60_000, zone, ...r));
  // The managed edge certificate the settings page reads (issued the day the zone turned active).
  db.prepare(
    `INSERT INTO dns_certs (project_id, status, created_at, zone_id, kind, subject, issuer, sans, not_after, certificate)
     VALUES (?, 'active', ?, ?, 'managed', 'CN=shop-demo.ir', 'CN=Sandbox CDN Edge CA, O=Sandbox Cloud', ?, ?, NULL)`,
  ).run(projectId, created + HOUR_MS, zone, JSON.stringify(['shop-demo.ir', 'www.shop-demo.ir', '*.shop-demo.ir']), created + 90 * DAY_MS);
  seedLoadBalanceExample(db, projectId, zone, created + HOUR_MS);
  seedDomainExample(db, now, projectId);
  seedWebHostExample(db, now, projectId);
}

/**
 * A zone with a Persian name in the demo's trial project, stored in Punycode as the provider
 * stores it (کتابخانه.ایران): waiting for its nameservers, so not billed. The search box finds it
 * by the name typed in Persian (e2e/search.spec.ts).
 */
export const PERSIAN_ZONE = { shown: 'کتابخانه.ایران', stored: 'xn--mgbacgw9lh19e.xn--mgba3a4f16a' } as const;

export function seedPersianZone(db: Db, now: Date, projectId: number): void {
  db.prepare(
    `INSERT INTO dns_zones (project_id, status, created_at, billed_until, name, cdn_type, hourly_price, verify_requested, activated_at, https_redirect, hsts_enabled, hsts_max_age)
     VALUES (?, 'pending', ?, NULL, ?, 'basic', 1500, 0, NULL, 0, 0, 0)`,
  ).run(projectId, now.getTime() - 2 * DAY_MS, PERSIAN_ZONE.stored);
}
