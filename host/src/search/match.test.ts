import { fold, mayBeAddress } from './fold';
import { matchRow, rowTitle } from './match';
import { searchResults, perRowKey } from './results';
import { searchSources } from './sources';
import { fillTemplate } from './sources';

const name = [{ field: 'name', kind: 'name' }] as const;
const zone = [{ field: 'zoneName', kind: 'domain' }] as const;
const address = [{ field: 'ipAddress', kind: 'address' }] as const;

describe('fold', () => {
  it('reads Persian and Arabic digits as Latin ones, and the Persian decimal separator as a dot', () => {
    expect(fold('۱۹۲٫۱۶۸')).toBe('192.168');
    expect(fold('١٩٢.١٦٨')).toBe('192.168');
  });

  it('reads the Arabic ي and ك as the Persian ی and ک, ignores the zero-width non-joiner and case', () => {
    expect(fold('كتابخانه عليرضا')).toBe(fold('کتابخانه علیرضا'));
    expect(fold('کتاب‌خانه')).toBe('کتابخانه');
    expect(fold('  Web-1  ')).toBe('web-1');
  });

  it('asks for addresses only when the text has a digit', () => {
    expect(mayBeAddress(fold('۱۸۵'))).toBe(true);
    expect(mayBeAddress(fold('web'))).toBe(false);
  });
});

describe('matchRow', () => {
  it('finds a row by a part of its name, typed in any digit script', () => {
    expect(matchRow({ id: 1, name: 'web-12' }, name, fold('WEB-۱'))).toEqual({ field: name[0], text: 'web-12' });
    expect(matchRow({ id: 1, name: 'web-12' }, name, fold('db'))).toBeNull();
  });

  it('finds an address typed in Persian digits', () => {
    expect(matchRow({ ipAddress: '185.208.0.4' }, address, fold('۱۸۵٫۲۰۸٫۰٫۴'))?.text).toBe('185.208.0.4');
    expect(matchRow({ ipAddress: '185.208.0.4' }, address, fold('192'))).toBeNull();
  });

  it('finds a domain stored in Punycode by its Persian name, with Arabic letters too, and shows it in Persian', () => {
    const row = { zoneName: 'xn--mgbacgw9lh19e.xn--mgba3a4f16a' };
    expect(matchRow(row, zone, fold('کتابخانه.ایران'))?.text).toBe('کتابخانه.ایران');
    expect(matchRow(row, zone, fold('كتابخانه'))?.text).toBe('کتابخانه.ایران');
    expect(matchRow(row, zone, fold('xn--mgba3a4f16a'))).not.toBeNull();
    expect(rowTitle(row, zone)).toBe('کتابخانه.ایران');
  });

  it('matches only the declared fields, never a null one', () => {
    expect(matchRow({ name: null, status: 'active' }, name, fold('active'))).toBeNull();
  });
});

describe('the declared templates', () => {
  it('become a page path with the row filled in', () => {
    expect(fillTemplate('/vm/:projectId/:id', { projectId: 3, id: 17 })).toBe('/vm/3/17');
    expect(fillTemplate('/vm/:projectId/:id', { projectId: 3 })).toBeNull();
  });
});

describe('searchResults', () => {
  const projects = [
    { id: 1, name: 'پروژه اصلی' },
    { id: 2, name: 'پروژه آزمایشی' },
  ] as never[];
  const sources = searchSources(new Set(['cloud-infra', 'dns-cdn']), projects);
  const key = (list: string, projectId: number) => sources.find((s) => s.searchable.list === list && s.projectId === projectId)!;
  const servers = key('/api/my/vm/:projectId/host/list', 1);
  const zones = key('/api/my/dns-cdn/:projectId/host/list', 2);
  const lists = {
    [servers.key]: [
      { id: 5, name: 'web-1' },
      { id: 6, name: 'db-1' },
    ],
    [perRowKey(servers, 5)]: [{ id: 1, ipAddress: '185.208.0.4' }],
    [zones.key]: [{ id: 9, zoneName: 'xn--mgbacgw9lh19e.xn--mgba3a4f16a' }],
  };
  const pages = [{ label: 'کیف پول', to: '/portal/wallet' }];

  it('reads only registered areas, for every project', () => {
    expect(new Set(sources.map((s) => s.remote))).toEqual(new Set(['cloud-infra', 'dns-cdn']));
    expect(sources.filter((s) => s.searchable.list === '/api/my/vm/:projectId/host/list').map((s) => s.projectId)).toEqual([1, 2]);
    expect(searchSources(null, projects)).toEqual([]);
  });

  it('finds a server by an address of its per-row list, linking to its page and showing the address', () => {
    const groups = searchResults('۱۸۵٫۲۰۸', pages, sources, lists);
    expect(groups).toEqual([
      {
        id: 'cloud-infra 1',
        label: 'زیرساخت ابری · پروژه اصلی',
        hits: [{ id: expect.any(String), to: '/vm/1/5', title: 'web-1', kind: 'سرور مجازی', detail: '185.208.0.4' }],
      },
    ]);
  });

  it('groups by area and project, pages first', () => {
    const groups = searchResults('ی', [...pages, { label: 'سرورهای مجازی', to: '/vm/1/list' }], sources, lists);
    expect(groups.map((g) => g.label)).toEqual(['صفحه‌های پرتال', 'DNS ابری · پروژه آزمایشی']);
    expect(groups[1]!.hits).toEqual([expect.objectContaining({ to: '/cdn/2/9', title: 'کتابخانه.ایران', detail: null })]);
  });

  it('shows nothing for empty text', () => {
    expect(searchResults('   ', pages, sources, lists)).toEqual([]);
  });
});
