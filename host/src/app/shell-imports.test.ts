/**
 * The signed-in shell (layout, dashboard, remote loader) imports antd and @portal/ui by file, so
 * `/` loads the components it shows and not every one (remotes/host-shared-roots.ts). The roots
 * load later, with the first area. A root import anywhere the shell reaches undoes that.
 */
import { join } from 'path';
import { staticImports } from '@portal/ui/test-support/static-imports';

const SHELL = ['app/SignedInApp.tsx', 'bootstrap.tsx'];

describe.each(SHELL)('%s', (entry) => {
  const specs = staticImports(join(__dirname, '..', entry));

  it('reaches neither the root antd nor the root @portal/ui', () => {
    expect(specs.filter((s) => s === 'antd' || s === '@portal/ui')).toEqual([]);
  });

  it('reaches the antd components it shows by their path', () => {
    expect(specs).toContain('antd/es/config-provider');
  });
});
