/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type SshKey } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake, type WireReply } from '@portal/ui/test-support';
import KeyListPage from './KeyListPage';
import { keyMessages as t } from './messages';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
const { notify } = require('@portal/ui/toast') as { notify: Record<string, jest.Mock> };

const GOOD = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAICG2sqcADg4QlYt1MTRD/mUULT5gI+ZLjqCuVyHJqpQ7 me@laptop';
// The provider's list row; its create answers nothing but a message.
const stored: SshKey = { id: 7, name: 'laptop', fingerPrint: 'SHA256:rUuso5qodVOyVPnStsU3Pn/9SV19ddDcO7vb8e64oME', createDate: '2025-03-01T08:00:00Z' };
const done = { status: 200 } as const;

function renderPage(create: WireReply<typeof api.sshKey.create>) {
  const keys: SshKey[] = [];
  const fake = wireFake()
    .on(api.sshKey.list, { params: { projectId: 3 } }, () => keys)
    .on(api.sshKey.create, { params: { projectId: 3 } }, () => {
      if (create.status === 200) keys.push(stored);
      return create;
    });
  return renderRoute({ path: '/key/:projectId', url: '/key/3', element: <KeyListPage />, api: fake });
}

resetAfterEach();

async function openDialog() {
  await userEvent.click((await screen.findAllByRole('button', { name: new RegExp(t.create) }))[0]);
  return screen.findByRole('dialog', { name: t.dialogTitle });
}

/** Opens the dialog, pastes a name and a key, and saves. */
async function addKey(publicKey: string) {
  const dialog = await openDialog();
  await userEvent.click(within(dialog).getByLabelText(t.name));
  await userEvent.paste('laptop');
  await userEvent.click(within(dialog).getByLabelText(t.publicKey));
  await userEvent.paste(publicKey);
  await userEvent.click(within(dialog).getByRole('button', { name: t.save }));
  return dialog;
}

test('a private key or a line that is not a public key is refused before anything is sent', async () => {
  const fake = renderPage(done);
  const dialog = await addKey('-----BEGIN OPENSSH PRIVATE KEY-----');
  expect(await within(dialog).findByText(t.privateKey)).toBeInTheDocument();
  await userEvent.clear(within(dialog).getByLabelText(t.publicKey));
  await userEvent.paste('hello world');
  await userEvent.click(within(dialog).getByRole('button', { name: t.save }));
  expect(await within(dialog).findByText(t.publicKeyFormat)).toBeInTheDocument();
  expect(fake.calls(api.sshKey.create)).toEqual([]);
});

test("the server's field error is shown under the field and what was pasted stays", async () => {
  renderPage({ status: 422, body: { errors: { PublicKey: ['این کلید عمومی قبلاً در این پروژه ثبت شده است'] } } });
  const dialog = await addKey(GOOD);
  expect(await within(dialog).findByText('این کلید عمومی قبلاً در این پروژه ثبت شده است')).toBeInTheDocument();
  expect(within(dialog).getByLabelText(t.publicKey)).toHaveValue(GOOD);
  expect(notify.success).not.toHaveBeenCalled();
});

test('a good key is added and listed with its fingerprint', async () => {
  renderPage(done);
  await addKey(GOOD);
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith(t.created));
  expect(await screen.findByText(stored.fingerPrint!)).toBeInTheDocument();
});
