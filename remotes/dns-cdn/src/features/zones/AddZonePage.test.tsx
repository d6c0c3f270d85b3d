/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { api, type BodyOf } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { dnsCdnMessages } from '../../messages';
import { zoneListMessages } from './messages';
import AddZonePage from './AddZonePage';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
resetAfterEach();

const t = zoneListMessages.add;
const TAKEN = 'این دامنه پیش‌تر روی سکو ثبت شده است';
const zone = {
  id: 3,
  customerId: 1,
  zoneName: 'xn--mgba3a4f16a.ir',
  status: 'pending',
  statusId: 9,
  cdnTypeId: 1,
  cdnEdgeCertTypeId: 1,
  cdnOriginCertTypeId: 2,
  isHsts: false,
  isHttpsRedirect: false,
  isNonWwwRedirect: false,
  createDate: '2026-11-20T10:00:00Z',
  modifyDate: '2026-11-20T10:00:00Z',
};
const row = {
  id: 3,
  zoneName: 'xn--mgba3a4f16a.ir',
  isHsts: false,
  isHttpsRedirect: false,
  isNonWwwRedirect: false,
  status: 'pending',
  statusId: 9,
  createDate: '2026-11-20T10:00:00Z',
};

function renderPage() {
  const created: BodyOf<typeof api.dnsCdn.hostCreate>[] = [];
  const plans: BodyOf<typeof api.dnsCdn.changeCdnType>[] = [];
  const onProject = { params: { projectId: 5 } };
  const onZone = { params: { projectId: 5, id: 3 } };
  const fake = wireFake()
    .on(api.dnsCdn.hostCheck, onProject, (request) =>
      request.body.zoneName === 'shop-demo.ir' ? { status: 422, body: { errors: { ZoneName: [TAKEN] } } } : { status: 200 },
    )
    .on(api.dnsCdn.hostCreate, onProject, (request) => {
      created.push(request.body);
      return { status: 200 };
    })
    .on(api.dnsCdn.hostList, onProject, () => (created.length ? [row] : []))
    .on(api.dnsCdn.changeCdnType, onZone, (request) => {
      plans.push(request.body);
      return { status: 200 };
    })
    .on(api.dnsCdn.hostGet, onZone, zone)
    .on(api.dnsCdn.hostGetNs, onZone, { status: false, ns: ['ns1.registrar.example'], cloudNs: ['ns1.sandbox-cdn.ir', 'ns2.sandbox-cdn.ir'] });
  renderRoute({ path: ':projectId/add-zone', url: '/5/add-zone', element: <AddZonePage />, api: fake });
  return { created, plans };
}

const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
  });
};

test('a name already on the platform is refused on the field by the check; nothing is created and the name stays', async () => {
  const { created } = renderPage();
  fireEvent.change(screen.getByLabelText(t.name), { target: { value: 'shop-demo.ir' } });
  await submit();
  expect(await screen.findByText(TAKEN)).toBeInTheDocument();
  expect(created).toEqual([]);
  expect(screen.getByLabelText(t.name)).toHaveValue('shop-demo.ir');
});

test('a Persian name is created by name alone, found in the list, then set to the pro plan by id; the nameservers to set at the registrar follow', async () => {
  const { created, plans } = renderPage();
  fireEvent.change(screen.getByLabelText(t.name), { target: { value: 'ایران.ir' } });
  fireEvent.click(screen.getByLabelText(new RegExp(dnsCdnMessages.cdnTypes.pro!)));
  await submit();
  expect(await screen.findByText(t.nsTitle)).toBeInTheDocument();
  expect(created).toEqual([{ zoneName: 'ایران.ir' }]);
  await waitFor(() => expect(plans).toEqual([{ cdnTypeId: 3 }]));
  expect(await screen.findByText('ns1.sandbox-cdn.ir')).toBeInTheDocument();
  expect(screen.getByText(/دامنه «ایران.ir»/)).toBeInTheDocument();
});
