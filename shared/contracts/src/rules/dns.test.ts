import { checkDnsRecord, domainToDisplay, domainToStored, splitTxt, zoneNameProblem, type DnsRecordInput } from './dns';

const Z = 'example.ir';
const rec = (r: Partial<DnsRecordInput>): DnsRecordInput => ({ name: '@', type: 'A', value: '192.0.2.1', ttl: 1, ...r });
const check = (r: Partial<DnsRecordInput>, others: Partial<DnsRecordInput>[] = []) => checkDnsRecord(rec(r), Z, others.map(rec));

describe('zone names', () => {
  it('stores an IDN in Punycode and shows it in Unicode', () => {
    const stored = domainToStored('ایران.ir');
    expect(stored).toBe('xn--mgba3a4f16a.ir');
    expect(domainToDisplay(stored!)).toBe('ایران.ir');
    expect(zoneNameProblem(stored)).toBeNull();
  });
  it('refuses single labels, bad characters and over-long labels', () => {
    expect(zoneNameProblem(domainToStored('localhost'))).toBe('zoneFormat');
    expect(zoneNameProblem(domainToStored('bad_name.ir'))).toBe('zoneFormat');
    expect(zoneNameProblem(domainToStored(`${'a'.repeat(64)}.ir`))).toBe('labelTooLong');
    expect(zoneNameProblem(domainToStored(`${'a'.repeat(60)}.`.repeat(5) + 'ir'))).toBe('nameTooLong');
  });
});

describe('checkDnsRecord', () => {
  it('accepts one record of each type', () => {
    expect(check({ type: 'A', value: '192.0.2.1' })).toEqual({});
    expect(check({ type: 'AAAA', value: '2001:db8::1' })).toEqual({});
    expect(check({ name: 'www', type: 'CNAME', value: 'example.ir.' })).toEqual({});
    expect(check({ type: 'MX', value: 'mail.example.ir', priority: 10 })).toEqual({});
    expect(check({ type: 'TXT', value: 'v=spf1 -all' })).toEqual({});
    expect(check({ name: 'sub', type: 'NS', value: 'ns1.other.ir' })).toEqual({});
    expect(check({ name: '_sip._tcp', type: 'SRV', value: 'sip.example.ir', priority: 1, weight: 5, port: 5060 })).toEqual({});
    expect(check({ type: 'CAA', value: 'letsencrypt.org', flag: 0, tag: 'issue' })).toEqual({});
    expect(check({ name: '4', type: 'PTR', value: 'host.example.ir' })).toEqual({});
  });
  it('checks each type’s value', () => {
    expect(check({ type: 'A', value: '2001:db8::1' })).toEqual({ Value: 'ipv4' });
    expect(check({ type: 'AAAA', value: '192.0.2.1' })).toEqual({ Value: 'ipv6' });
    expect(check({ name: 'www', type: 'CNAME', value: 'bad host' })).toEqual({ Value: 'hostname' });
    expect(check({ type: 'MX', value: 'mail.example.ir', priority: 70000 })).toEqual({ Priority: 'priority' });
    expect(check({ name: 'sip', type: 'SRV', value: 'sip.example.ir', priority: 1, weight: 5, port: 5060 })).toEqual({ Name: 'srvName' });
    expect(check({ name: '_sip._tcp', type: 'SRV', value: 'sip.example.ir', priority: 1, weight: -1, port: 70000 })).toEqual({
      Weight: 'weight',
      Port: 'port',
    });
    expect(check({ type: 'CAA', value: 'ca.ir', flag: 1, tag: 'issuer' })).toEqual({ Flag: 'caaFlag', Tag: 'caaTag' });
    expect(check({ type: 'TXT', value: 'x'.repeat(2049) })).toEqual({ Value: 'txtTooLong' });
  });
  it('limits labels to 63 characters and the name to 253', () => {
    expect(check({ name: 'a'.repeat(64) })).toEqual({ Name: 'labelTooLong' });
    expect(check({ name: Array(5).fill('a'.repeat(60)).join('.') })).toEqual({ Name: 'nameTooLong' });
  });
  it('takes TTL auto (1) or 60-86400 seconds', () => {
    expect(check({ ttl: 60 })).toEqual({});
    expect(check({ ttl: 86400 })).toEqual({});
    expect(check({ ttl: 30 })).toEqual({ Ttl: 'ttl' });
    expect(check({ ttl: 86401 })).toEqual({ Ttl: 'ttl' });
  });
  it('keeps CNAME alone at its name and never at the apex', () => {
    expect(check({ name: '@', type: 'CNAME', value: 'x.ir' })).toEqual({ Name: 'cnameApex' });
    expect(check({ name: 'www', type: 'CNAME', value: 'x.ir' }, [{ name: 'www', type: 'A' }])).toEqual({ Name: 'cnameBeside' });
    expect(check({ name: 'www', type: 'A' }, [{ name: 'www', type: 'CNAME', value: 'x.ir' }])).toEqual({ Name: 'besideCname' });
  });
  it('keeps NS alone below the apex, but not at the apex', () => {
    expect(check({ name: 'sub', type: 'NS', value: 'ns.x.ir' }, [{ name: 'sub', type: 'A' }])).toEqual({ Name: 'nsBeside' });
    expect(check({ name: 'sub', type: 'A' }, [{ name: 'sub', type: 'NS', value: 'ns.x.ir' }])).toEqual({ Name: 'besideNs' });
    expect(check({ name: '@', type: 'NS', value: 'ns.x.ir' }, [{ name: '@', type: 'A' }])).toEqual({});
  });
  it('refuses an exact duplicate, matching names written either way', () => {
    expect(check({ name: 'www' }, [{ name: 'WWW.example.ir.' }])).toEqual({ Value: 'duplicate' });
    expect(check({ name: 'www', value: '192.0.2.2' }, [{ name: 'www' }])).toEqual({});
  });
  it('proxies only A, AAAA and CNAME', () => {
    expect(check({ type: 'A', proxied: true })).toEqual({});
    expect(check({ type: 'TXT', value: 'hi', proxied: true })).toEqual({ Proxied: 'proxyType' });
  });
});

describe('TXT', () => {
  it('splits TXT values into 255-character strings', () => {
    expect(splitTxt('a'.repeat(600)).map((s) => s.length)).toEqual([255, 255, 90]);
  });
});
