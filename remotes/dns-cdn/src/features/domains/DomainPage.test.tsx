/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { screen } from '@testing-library/react';
import { api } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { domainMessages } from './messages';
import DomainPage from './DomainPage';

resetAfterEach();
const t = domainMessages.domain;
const domain = (statusId: number) => ({
  id: 3,
  domainName: 'shop-demo.ir',
  status: 'فعال',
  statusId,
  type: 'ثبت',
  createDate: '2026-01-01T00:00:00Z',
  name: 'مالک',
  organization: null,
  country: 'IR',
  province: 'تهران',
  city: 'تهران',
  street: 'خیابان آزادی',
  postalCode: '1234567890',
  voice: '09121112233',
  fax: null,
  email: 'owner@example.com',
  autoRenewal: true,
  isPremium: false,
  ns1: 'ns1.sandbox-cdn.ir',
  ns2: 'ns2.sandbox-cdn.ir',
  expireDate: '2027-01-01T00:00:00Z',
});
const renderAt = (statusId: number) =>
  renderRoute({
    path: '/domain/:projectId/:id',
    url: '/domain/5/3',
    element: <DomainPage />,
    api: wireFake().on(api.domain.get, { params: { projectId: 5, id: 3 } }, domain(statusId)),
  });

test("as the provider's panel, a domain's nameservers and owner change only while its statusId is 2 (active), whatever its status text", async () => {
  renderAt(6);
  expect(await screen.findByRole('button', { name: t.saveNs })).toBeDisabled();
  expect(screen.getByRole('button', { name: t.saveContact })).toBeDisabled();
});

test('an active domain offers both changes', async () => {
  renderAt(2);
  expect(await screen.findByRole('button', { name: t.saveNs })).toBeEnabled();
  expect(screen.getByRole('button', { name: t.saveContact })).toBeEnabled();
});
