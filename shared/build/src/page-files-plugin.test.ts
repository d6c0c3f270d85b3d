import { join } from 'node:path';

interface RoutedPage {
  path: string;
  files: string[];
}
const { pageModules } = require('./page-files-plugin') as { pageModules: (appFile: string) => Promise<RoutedPage[]> };

// The routes are read from the remotes' own route tables, run in Node with each page's import
// replaced by its file: what the gateway then names for a path is what the app would load.
const remotes = join(__dirname, '../../../remotes');
const relative = (pages: RoutedPage[]) => Object.fromEntries(pages.map(({ path, files }) => [path, files.map((file) => file.slice(remotes.length + 1))]));

it("lists each page route of an app with its page's module, and a tab of a page with both", async () => {
  const pages = relative(await pageModules(join(remotes, 'dns-cdn/src/App.tsx')));
  expect(pages['/cdn/:projectId']).toEqual(['dns-cdn/src/features/zones/ZoneListPage.tsx']);
  expect(pages['/cdn/:projectId/add-zone']).toEqual(['dns-cdn/src/features/zones/AddZonePage.tsx']);
  expect(pages['/cdn/:projectId/:id/:tab?']).toEqual(['dns-cdn/src/features/zone/ZonePage.tsx']);
  expect(pages['/cdn/:projectId/:id/dns-record']).toEqual(['dns-cdn/src/features/zone/ZonePage.tsx', 'dns-cdn/src/features/zone/RecordsTab.tsx']);
  expect(pages['/web-host/:projectId/:id']).toEqual(['dns-cdn/src/features/web-hosts/WebHostPage.tsx']);
});

it("walks the resource areas' derived paths (a list under the project, optional segments, a nested rest)", async () => {
  const pages = relative(await pageModules(join(remotes, 'cloud-infra/src/App.tsx')));
  expect(Object.keys(pages)).toEqual(
    expect.arrayContaining(['/vm/:projectId', '/vm/:projectId/list', '/vm/:projectId/:type?/add-vm', '/block-storage/:projectId/:blockstorageId/*']),
  );
  // The project leads to the list: both show the list's page.
  expect(pages['/vm/:projectId']).toEqual(pages['/vm/:projectId/list']);
  expect(pages['/vm/:projectId']![0]).toMatch(/^cloud-infra\/src\/features\/vm\/.*\.tsx$/);
});

it("a resource area's detail page with tabs is listed for each tab with the tab's module", async () => {
  const pages = relative(await pageModules(join(remotes, 'vpc/src/App.tsx')));
  expect(pages['/vpc/:projectId/:vpcId/nat']).toEqual(['vpc/src/features/detail/VpcDetailPage.tsx', 'vpc/src/features/detail/NatTab.tsx']);
  expect(pages['/vpc/:projectId/:vpcId/:tab?']).toEqual(['vpc/src/features/detail/VpcDetailPage.tsx']);
});

it('an element route (a redirect) lists no page', async () => {
  const pages = await pageModules(join(remotes, 'support/src/App.tsx'));
  const paths = pages.map((page) => page.path);
  expect(paths).toEqual(expect.arrayContaining(['/portal/supports', '/portal/support/add-ticket', '/portal/support/:id']));
  expect(paths).not.toContain('/portal/support');
});
