import { usageCategories } from '@portal/contracts';
import { areaMessages, areaOwning, areaProjectTemplates, areas, fillPath, projectSegment, sectionKey } from './index';

const all = (pick: (a: (typeof areas)[number]) => readonly unknown[]) => areas.flatMap((a) => [...pick(a)]);

describe('the area declarations', () => {
  it('name each remote, prefix and dev port once', () => {
    for (const values of [areas.map((a) => a.remote), all((a) => a.prefixes), areas.map((a) => a.devPort)]) {
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('answer for every dashboard usage category exactly once', () => {
    const declared = all((a) => a.dashboard.map((c) => c.category)).sort();
    expect(declared).toEqual(Object.values(usageCategories).sort());
  });

  it('lead every link into the area that declares it', () => {
    for (const area of areas) {
      for (const link of [...area.sidebar, ...area.dashboard]) {
        expect(areaOwning(fillPath(link.path, 7)!)?.remote).toBe(area.remote);
      }
    }
  });

  it('have a Persian label for every area, link and card', () => {
    for (const label of [...areas.map((a) => a.label), ...all((a) => [...a.sidebar, ...a.dashboard].map((l) => l.label))]) {
      expect(areaMessages[label as keyof typeof areaMessages]).toMatch(/[\u0600-\u06FF]|DNS/);
    }
  });
});

describe('areaOwning', () => {
  it.each([
    ['/vm/12/list', 'cloud-infra'],
    ['/block-storage/3/create', 'cloud-infra'],
    ['/kubernetes-cloud/3', 'cloud-platform'],
    ['/storage/3/17', 'storage'],
    ['/domain', 'dns-cdn'],
    ['/vpc/3/add', 'vpc'],
    ['/portal/wallet/invoice/5', 'billing'],
    ['/portal/wallet?period=month', 'billing'],
    ['/portal/support/add-ticket', 'support'],
    ['/contact-us', 'support'],
  ])('%s belongs to %s', (path, remote) => {
    expect(areaOwning(path)?.remote).toBe(remote);
  });

  it('matches whole segments and leaves the host its own pages', () => {
    for (const path of ['/vmware', '/storage-old/1', '/', '/portal/account', '/project/3/users', '/forbidden']) {
      expect(areaOwning(path)).toBeNull();
    }
  });
});

describe('project paths', () => {
  it('fill the project into a template, or give nothing without one', () => {
    expect(fillPath('/vm/:projectId/list', 3)).toBe('/vm/3/list');
    expect(fillPath('/vm/:projectId/list', null)).toBeNull();
    expect(fillPath('/portal/wallet', null)).toBe('/portal/wallet');
  });

  it('find the project where the templates put it, on subpages too', () => {
    const templates = [...areaProjectTemplates, '/project/:projectId'];
    expect(projectSegment('/vm/1/list', templates)).toBe('1');
    expect(projectSegment('/vm/1/17/snapshot', templates)).toBe('1');
    expect(projectSegment('/storage/99999', templates)).toBe('99999');
    expect(projectSegment('/project/4/users', templates)).toBe('4');
    expect(projectSegment('/vm/abc/list', templates)).toBe('abc');
  });

  it('find none on pages without a project', () => {
    for (const path of ['/', '/portal/account', '/portal/wallet', '/domain', '/vm', '/vm/', '/vmware/1']) {
      expect(projectSegment(path, [...areaProjectTemplates, '/project/:projectId'])).toBeNull();
    }
  });

  it('key a page by its first segment', () => {
    expect(sectionKey('/vm/3/list')).toBe('/vm');
    expect(sectionKey('/')).toBe('/');
  });
});

describe('the search declarations', () => {
  // The API document the portal speaks (@portal/contracts owns it): a declared list must be one
  // of its GET operations answering an array of rows that carry the declared fields.
  const doc = require('../../contracts/openapi/portal-api.json') as {
    paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, { schema: Schema }> }> } }>;
    components: { schemas: Record<string, Schema> };
  };
  interface Schema {
    $ref?: string;
    type?: string;
    items?: Schema;
    properties?: Record<string, Schema>;
  }
  const resolve = (schema: Schema | undefined): Schema | undefined => (schema?.$ref ? resolve(doc.components.schemas[schema.$ref.split('/').pop()!]) : schema);
  // The document spells a path's placeholders `{name}`, the portal `:name`.
  const rowFields = (list: string): string[] | null => {
    const answer = resolve(doc.paths[list.replace(/:(\w+)/g, '{$1}')]?.get?.responses['200']?.content?.['application/json']?.schema);
    if (answer?.type !== 'array') return null;
    return Object.keys(resolve(answer.items)?.properties ?? {});
  };
  const declared = areas.flatMap((area) => ('search' in area ? area.search : []).map((s) => ({ remote: area.remote, ...s })));

  it('cover the areas the shell searches', () => {
    expect(new Set(declared.map((s) => s.remote))).toEqual(new Set(['cloud-infra', 'cloud-platform', 'storage', 'dns-cdn', 'vpc']));
    expect(declared.map((s) => s.label)).toEqual(
      expect.arrayContaining(['virtualServer', 'cloudDisk', 'privateNetwork', 'kubernetesCluster', 'storageHost', 'dnsZone', 'domain', 'webHost', 'vpcHost']),
    );
  });

  it.each(declared.map((s) => [s.list, s] as const))('%s is a list of the API document whose rows carry the matched fields', (list, s) => {
    expect(rowFields(list)).toEqual(expect.arrayContaining(['id', ...s.fields.map((f) => f.field)]));
    if ('perRow' in s) {
      expect(s.perRow.list).toContain(`:${s.perRow.rowParam}`);
      expect(rowFields(s.perRow.list)).toEqual(expect.arrayContaining(s.perRow.fields.map((f) => f.field)));
    }
  });

  it('lead each found row to a page of its own area, naming the project and the row', () => {
    for (const s of declared) {
      expect(s.page).toContain(':projectId');
      expect(s.page).toContain(':id');
      expect(areaOwning(fillPath(s.page, 7)!.replace(':id', '12'))?.remote).toBe(s.remote);
      expect(areaMessages[s.label]).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('a list the document lacks, or a field its rows lack, is caught', () => {
    expect(rowFields('/api/my/vm/:projectId/host/lists')).toBeNull();
    expect(rowFields('/api/my/vm/:projectId/host/list')).not.toContain('ipAddress');
  });
});
