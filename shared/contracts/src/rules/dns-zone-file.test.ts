import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { domainToStored, normaliseRecord, type DnsRecordInput } from './dns';
import { exportZoneFile, planZoneImport, type ZoneRecord } from './dns-zone-file';

const dir = mkdtempSync(join(tmpdir(), 'zones-'));
const NS = ['ns1.sandbox-cdn.ir', 'ns2.sandbox-cdn.ir'];
const NOW = Date.parse('2026-12-02T10:00:00Z');

/** named-checkzone (BIND's own validator) on an exported file: throws with its output when it refuses. */
function namedCheck(zone: string, content: string): string {
  const file = join(dir, `${zone}.zone`);
  writeFileSync(file, content);
  return execFileSync('named-checkzone', [zone, file], { encoding: 'utf8' });
}
const stored = (zone: string, records: Partial<DnsRecordInput>[]): ZoneRecord[] =>
  records.map((r, i) => ({ id: i + 1, record: normaliseRecord({ ttl: 1, name: '', value: '', type: 'A', ...r } as DnsRecordInput, zone) }));

test('round trip: every type, a long TXT split at 255, an IDN, a proxied record; importing the export changes nothing', () => {
  const zone = domainToStored('ایران.ir')!;
  const long = 'k='.padEnd(600, 'x');
  const records = stored(zone, [
    { name: '@', type: 'A', value: '192.0.2.1', proxied: true },
    { name: '@', type: 'AAAA', value: '2001:db8::1' },
    { name: 'www', type: 'CNAME', value: 'ایران.ir' },
    { name: '@', type: 'MX', value: 'mail.ایران.ir', priority: 5, ttl: 3600 },
    { name: 'mail', type: 'A', value: '192.0.2.2' },
    { name: 'فروشگاه', type: 'A', value: '192.0.2.3' },
    { name: '@', type: 'TXT', value: long },
    { name: '@', type: 'TXT', value: 'say "hi"; ok' },
    { name: 'dev', type: 'NS', value: 'ns1.other.ir' },
    { name: '_sip._tcp', type: 'SRV', value: 'mail.ایران.ir', priority: 1, weight: 2, port: 5060 },
    { name: '@', type: 'CAA', value: 'letsencrypt.org', flag: 0, tag: 'issue' },
    { name: '4', type: 'PTR', value: 'host.ایران.ir' },
  ]);
  const file = exportZoneFile(
    zone,
    records.map((r) => r.record),
    NS,
    NOW,
  );
  expect(file).toContain('xn--');
  expect(file).toContain('@\t1\tIN\tA\t192.0.2.1 ; proxied');
  expect(file).toMatch(/"k=x{253}" "x{255}" "x{90}"/);
  expect(namedCheck(zone, file)).toContain('OK');
  const plan = planZoneImport(zone, records, file, NS);
  expect(plan).toMatchObject({ adds: [], changes: [], refused: 0 });
  expect(plan.lines.every((l) => l.action === 'unchanged')).toBe(true);
  // Into an empty zone, the same file is every record again, proxy included.
  const fresh = planZoneImport(zone, [], file, NS);
  expect(fresh.adds).toEqual(records.map((r) => r.record));
});

test('a file with bad lines: each refused with its problem, the good ones judged against the zone and the lines before them', () => {
  const zone = 'example.ir';
  const existing = stored(zone, [{ name: 'www', type: 'A', value: '192.0.2.1', ttl: 300 }]);
  const content = [
    '$ORIGIN example.ir.',
    '$TTL 3600',
    'api 600 IN A 192.0.2.10',
    'www 120 IN A 192.0.2.1 ; proxied',
    'www IN CNAME example.ir.',
    'bad IN A 300.1.1.1',
    'x IN HINFO "a" "b"',
    '@ IN TXT "' + 'y'.repeat(256) + '"',
    'api IN A 192.0.2.10',
    '$INCLUDE other.zone',
    'txt IN TXT "open',
  ].join('\n');
  const plan = planZoneImport(zone, existing, content, NS);
  const byLine = Object.fromEntries(plan.lines.map((l) => [l.line, [l.action, l.problem]]));
  expect(byLine[3]).toEqual(['add', null]);
  expect(byLine[4]).toEqual(['change', null]);
  expect(byLine[5]).toEqual(['refused', { kind: 'record', field: 'Name', problem: 'cnameBeside' }]);
  expect(byLine[6]).toEqual(['refused', { kind: 'record', field: 'Value', problem: 'ipv4' }]);
  expect(byLine[7]).toEqual(['refused', { kind: 'type', type: 'HINFO' }]);
  expect(byLine[8]).toEqual(['refused', { kind: 'record', field: null, problem: 'txtString' }]);
  expect(byLine[9]).toEqual(['refused', { kind: 'record', field: 'Value', problem: 'duplicate' }]);
  expect(byLine[10]).toEqual(['refused', { kind: 'directive' }]);
  expect(byLine[11]).toEqual(['refused', { kind: 'quote' }]);
  expect(plan.refused).toBe(7);
  expect(plan.adds).toEqual([expect.objectContaining({ name: 'api', type: 'A', value: '192.0.2.10', ttl: 600 })]);
  expect(plan.changes).toEqual([{ id: 1, from: existing[0].record, record: expect.objectContaining({ name: 'www', ttl: 120, proxied: true }) }]);
});

test("a name outside the zone is refused, and the zone's own nameservers at the apex are the zone's, not records", () => {
  const plan = planZoneImport('example.ir', [], ['@ IN NS ns1.sandbox-cdn.ir.', 'www.other.ir. IN A 192.0.2.1', '$ORIGIN other.ir.'].join('\n'), NS);
  expect(plan.lines.map((l) => [l.action, l.problem])).toEqual([
    ['unchanged', null],
    ['refused', { kind: 'outsideZone' }],
    ['refused', { kind: 'outsideZone' }],
  ]);
  expect(plan.adds).toEqual([]);
});

test("the zone's own nameservers are written once, though the record list names them too", () => {
  const file = exportZoneFile(
    'example.ir',
    [
      { name: '@', type: 'NS', value: 'ns1.sandbox-cdn.ir', ttl: 3600 },
      { name: 'dev', type: 'NS', value: 'ns1.other.ir', ttl: 1 },
    ],
    NS,
    NOW,
  );
  expect(file.match(/IN\tNS\tns1\.sandbox-cdn\.ir\./g)).toHaveLength(1);
  expect(file).toContain('dev\t1\tIN\tNS\tns1.other.ir.');
  expect(namedCheck('example.ir', file)).toContain('OK');
});
