import { registeredIn, sectionKey, SHELL_FRAME_SIDEBAR_SLOT, shownAsItem, sidebarGroups } from '@portal/areas';

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * The signed-in shell's frame for a page at `pathname`: the host build's template with the
 * sidebar's groups of the remotes the registry serves (the groups the host's sidebar will list,
 * `sidebarGroups` of @portal/areas), the link of the path's section lit as the sidebar lights it.
 * The registry not readable, the sidebar shows no area, as the host's does while it loads.
 */
export function frameMarkup(template: string, registry: { remotes: Partial<Record<string, unknown>> } | null, pathname: string): string {
  const registered = registry ? registeredIn(registry) : null;
  const active = sectionKey(pathname);
  const item = (key: string, label: string) => `<div class="pf-item" data-key="${escape(key)}"${key === active ? ' data-active' : ''}>${escape(label)}</div>`;
  const groups = sidebarGroups(registered, null).map((group) => {
    const items = group.items.map(({ key, label }) => item(key, label)).join('');
    return shownAsItem(group) ? items : `<div class="pf-group">${escape(group.label)}</div>${items}`;
  });
  return template.replace(SHELL_FRAME_SIDEBAR_SLOT, () => groups.join(''));
}
