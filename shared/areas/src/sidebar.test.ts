import { areaMessages } from './messages';
import { shownAsItem, sidebarGroups } from './sidebar';

const labels = (groups: ReturnType<typeof sidebarGroups>) => groups.map((g) => g.label);

describe('sidebarGroups', () => {
  it('shows no area while the registry is loading, so no link appears only to vanish', () => {
    expect(sidebarGroups(null, 3)).toEqual([]);
  });

  it('shows only the areas whose remote is registered, in declaration order', () => {
    const groups = sidebarGroups(new Set(['storage', 'cloud-infra', 'billing']), 3);
    expect(labels(groups)).toEqual([areaMessages.cloudInfra, areaMessages.cloudStorage]);
    expect(labels(sidebarGroups(new Set(['cloud-infra']), 3))).toEqual([areaMessages.cloudInfra]);
    expect(sidebarGroups(new Set(), 3)).toEqual([]);
  });

  it('points every link at the selected project, keyed by its section', () => {
    const [infra] = sidebarGroups(new Set(['cloud-infra']), 3);
    expect(infra!.items[0]).toEqual({ key: '/vm', label: areaMessages.virtualServers, to: '/vm/3/list' });
    expect(infra!.items.map((i) => i.to)).toEqual(['/vm/3/list', '/block-storage/3', '/key/3', '/network/3', '/bare-metal/3', '/colocation/3']);
  });

  it('leaves a link without a target while no project is selected', () => {
    const [storage] = sidebarGroups(new Set(['storage']), null);
    expect(storage!.items).toEqual([{ key: '/storage', label: areaMessages.cloudStorage, to: null }]);
  });
});

describe('shownAsItem', () => {
  it('shows a group whose one link carries its own name as that link, any other group with its heading', () => {
    const groups = sidebarGroups(new Set(['cloud-infra', 'storage']), 3);
    expect(groups.map((g) => [g.label, shownAsItem(g)])).toEqual([
      [areaMessages.cloudInfra, false],
      [areaMessages.cloudStorage, true],
    ]);
  });
});
