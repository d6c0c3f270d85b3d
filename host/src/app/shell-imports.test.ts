/**
 * The signed-in shell (layout, dashboard, remote loader) imports antd and @portal/ui by file, so
 * `/` loads the components it shows and not every one (remotes/host-shared-roots.ts). The roots
 * load later, with the first area. A root import anywhere the shell reaches undoes that.
 */
import { join } from 'path';
import { staticImports } from '@portal/ui/test-support/static-imports';

// Each entry, and an antd component it shows (the walk does follow into antd's files).
const SHELL = [
  ['app/SignedInApp.tsx', 'antd/es/config-provider'],
  ['bootstrap.tsx', 'antd/es/result'],
] as const;

describe.each(SHELL)('%s', (entry, shown) => {
  const specs = staticImports(join(__dirname, '..', entry));

  it('reaches neither the root antd nor the root @portal/ui', () => {
    expect(specs.filter((s) => s === 'antd' || s === '@portal/ui')).toEqual([]);
  });

  it('reaches the antd components it shows by their path', () => {
    expect(specs).toContain(shown);
  });

  // The forms are the signed-out pages' and the dialogs', each a chunk loaded when shown.
  it('reaches no form: not the signed-out pages, not the new-project dialog', () => {
    expect(specs).not.toContain('antd/es/form');
  });
});
