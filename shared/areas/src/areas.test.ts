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
    expect(fillPath('/vm/{projectId}/list', 3)).toBe('/vm/3/list');
    expect(fillPath('/vm/{projectId}/list', null)).toBeNull();
    expect(fillPath('/portal/wallet', null)).toBe('/portal/wallet');
  });

  it('find the project where the templates put it, on subpages too', () => {
    const templates = [...areaProjectTemplates, '/project/{projectId}'];
    expect(projectSegment('/vm/1/list', templates)).toBe('1');
    expect(projectSegment('/vm/1/17/snapshot', templates)).toBe('1');
    expect(projectSegment('/storage/99999', templates)).toBe('99999');
    expect(projectSegment('/project/4/users', templates)).toBe('4');
    expect(projectSegment('/vm/abc/list', templates)).toBe('abc');
  });

  it('find none on pages without a project', () => {
    for (const path of ['/', '/portal/account', '/portal/wallet', '/domain', '/vm', '/vm/', '/vmware/1']) {
      expect(projectSegment(path, [...areaProjectTemplates, '/project/{projectId}'])).toBeNull();
    }
  });

  it('key a page by its first segment', () => {
    expect(sectionKey('/vm/3/list')).toBe('/vm');
    expect(sectionKey('/')).toBe('/');
  });
});
