/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { api as contracts, type Zone } from '@portal/contracts';
import { notify } from '@portal/ui/toast';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { dnsCdnMessages } from '../../messages';
import { VerifyButton } from './VerifyButton';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() } }));
resetAfterEach();
const t = dnsCdnMessages.verify;
const zone = (statusId: number, status: string) => ({ id: 7, zoneName: 'shop-demo.ir', statusId, status }) as unknown as Zone;

test("the nameserver check follows the zone's statusId, whatever its status text: 9 offers it, 2 says the zone is active, 6 keeps it closed", async () => {
  const api = () => wireFake().on(contracts.dnsCdn.hostVerify, { status: 200 });
  const fake = renderRoute({ path: '/', url: '/', element: <VerifyButton projectId={5} zone={zone(9, 'فعال')} />, api: api() });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: t.action }));
  });
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith(t.started));
  expect(fake.calls()).toHaveLength(1);
  expect(fake.calls(contracts.dnsCdn.hostVerify, { params: { projectId: 5, id: 7 } })).toHaveLength(1);
  expect(screen.getByText(t.running)).toBeInTheDocument();
  cleanup();

  renderRoute({ path: '/', url: '/', element: <VerifyButton projectId={5} zone={zone(2, 'در انتظار تغییر NS')} />, api: api() });
  expect(screen.getByText(t.active)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: t.action })).not.toBeInTheDocument();
  cleanup();

  renderRoute({ path: '/', url: '/', element: <VerifyButton projectId={5} zone={zone(6, 'در انتظار تغییر NS')} />, api: api() });
  expect(screen.getByRole('button', { name: t.action })).toBeDisabled();
});
