/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api } from '@portal/contracts';
import { fill, ruleMessage } from '@portal/locale';
import { renderRoute, resetAfterEach, wireFake, type WireFake, type WireReply } from '@portal/ui/test-support';
import { namespaceMessages } from '../messages';
import { KeyValueTab } from './KeyValueTab';
import { host, hostParams } from './tab-fixtures';

resetAfterEach();

const onHost = { params: hostParams };
const configMap1 = { params: { ...onHost.params, id: 1 } };
const secret2 = { params: { ...onHost.params, id: 2 } };
let fake: WireFake;

/** What the next edit answers: accepted, or the sandbox's 422 with a field message. */
let editAnswer: WireReply<typeof api.kubernetesCloud.configMapEdit> = { status: 200 };

function renderTab(secret: boolean) {
  fake = wireFake()
    .on(api.kubernetesCloud.configMapEdit, configMap1, () => editAnswer)
    .on(api.kubernetesCloud.secretEdit, secret2, () => editAnswer)
    .on(api.kubernetesCloud.configMapList, onHost, [
      {
        id: 1,
        name: 'web-config',
        createDate: '2026-01-01T00:00:00Z',
        configMaps: [
          { id: 1, key: 'MODE', value: 'prod' },
          { id: 2, key: 'LEVEL', value: 'info' },
        ],
      },
    ])
    .on(api.kubernetesCloud.secretList, onHost, [
      { id: 2, name: 'web-secret', secretTypeId: 1, createDate: '2026-01-01T00:00:00Z', secrets: [{ id: 5, key: 'DB_PASSWORD', value: null }] },
    ])
    .on(api.kubernetesCloud.secretGet, secret2, {
      id: 2,
      name: 'web-secret',
      alias: null,
      description: null,
      secretTypeId: 1,
      createDate: '2026-01-01T00:00:00Z',
      keyValuePairs: [{ id: 5, key: 'DB_PASSWORD', value: 's3cret-value' }],
    })
    .on(api.kubernetesCloud.secretCreate, onHost, { status: 200 });
  renderRoute({ path: '/', url: '/', element: <KeyValueTab host={host} projectId={5} secret={secret} />, api: fake });
}

beforeEach(() => {
  editAnswer = { status: 200 };
});

test('the config map tab lists each map with its keys and offers no reveal', async () => {
  renderTab(false);
  expect(await screen.findByText('web-config')).toBeInTheDocument();
  expect(screen.getByText('MODE')).toBeInTheDocument();
  expect(screen.getByText('LEVEL')).toBeInTheDocument();
  expect(screen.queryByText('prod')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: namespaceMessages.secrets.reveal })).not.toBeInTheDocument();
  expect(fake.calls(api.kubernetesCloud.configMapList, onHost)).toHaveLength(1);
  expect(fake.calls()).toHaveLength(1);
});

test("the secret tab shows keys only; the values come from the secret's own get, asked on reveal; a new secret is typed masked and sent", async () => {
  const t = namespaceMessages.secrets;
  const c = namespaceMessages.configMaps;
  renderTab(true);
  expect(await screen.findByText('DB_PASSWORD')).toBeInTheDocument();
  expect(screen.getByText(t.writeOnly)).toBeInTheDocument();
  expect(screen.queryByText('s3cret-value')).not.toBeInTheDocument();

  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: t.reveal }));
  });
  const dialog = await screen.findByRole('dialog', { name: 'مقدارهای سکرت «web-secret»' });
  expect(dialog).toHaveTextContent('s3cret-value');
  expect(fake.calls(api.kubernetesCloud.secretGet, secret2).length).toBeGreaterThan(0);
  fireEvent.click(within(dialog).getAllByRole('button', { name: t.close }).at(-1)!);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  fireEvent.click(screen.getByRole('button', { name: new RegExp(t.create) }));
  // (antd's test ids give both dialogs one title id, so the open one is found by being the only visible one.)
  const form = await screen.findByRole('dialog');
  expect(form).toHaveTextContent(t.dialogTitle);
  fireEvent.change(within(form).getByLabelText(t.name), { target: { value: 'api-key' } });
  fireEvent.change(within(form).getByLabelText(`${c.key} ۱`), { target: { value: 'TOKEN' } });
  const value = within(form).getByLabelText(`${c.value} ۱`);
  expect(value).toHaveAttribute('type', 'password');
  fireEvent.change(value, { target: { value: 'abc123' } });
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: c.save }));
  });
  await waitFor(() =>
    expect(fake.calls(api.kubernetesCloud.secretCreate, onHost)[0]?.body).toEqual({ name: 'api-key', envs: { TOKEN: 'abc123' }, secretTypeId: 1 }),
  );
});

const c = namespaceMessages.configMaps;
const openEdit = async (name: string) => {
  fireEvent.click(await screen.findByRole('button', { name: fill(c.editLabel, { name }) }));
  return screen.findByRole('dialog');
};
const save = async (dialog: HTMLElement) => {
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: c.saveEdit }));
  });
};

test("a config map is edited in the provider's body: a changed value under its id, a new key under 0, a removed key by id; the name stays", async () => {
  renderTab(false);
  const dialog = await openEdit('web-config');
  expect(dialog).toHaveTextContent(fill(c.editTitle, { name: 'web-config' }));
  expect(within(dialog).getByLabelText(c.name)).toHaveValue('web-config');
  expect(within(dialog).getByLabelText(c.name)).toBeDisabled();
  expect(within(dialog).getByLabelText(`${c.key} ۱`)).toHaveValue('MODE');
  expect(within(dialog).getByLabelText(`${c.value} ۲`)).toHaveValue('info');
  fireEvent.change(within(dialog).getByLabelText(`${c.value} ۱`), { target: { value: 'staging' } });
  fireEvent.click(within(dialog).getByRole('button', { name: `${c.removeEntry} ۲` }));
  fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(c.addEntry) }));
  fireEvent.change(within(dialog).getByLabelText(`${c.key} ۲`), { target: { value: 'REGION' } });
  fireEvent.change(within(dialog).getByLabelText(`${c.value} ۲`), { target: { value: 'thr' } });
  await save(dialog);
  await waitFor(() =>
    expect(fake.calls(api.kubernetesCloud.configMapEdit, configMap1)[0]?.body).toEqual({
      envs: { 1: { MODE: 'staging' }, 0: { REGION: 'thr' } },
      removeEnvIds: [2],
    }),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('the edit checks keys as the create does (pattern, no key twice) and sends nothing until they hold', async () => {
  renderTab(false);
  const dialog = await openEdit('web-config');
  fireEvent.change(within(dialog).getByLabelText(`${c.key} ۲`), { target: { value: 'MODE' } });
  await save(dialog);
  expect(await within(dialog).findAllByText(ruleMessage({ kind: 'duplicate' }, 'dataKey'))).not.toHaveLength(0);
  fireEvent.change(within(dialog).getByLabelText(`${c.key} ۲`), { target: { value: 'bad key' } });
  await save(dialog);
  await waitFor(() => expect(within(dialog).getByLabelText(`${c.key} ۲`)).toHaveAttribute('aria-invalid', 'true'));
  expect(fake.calls().some((x) => x.method === 'PUT')).toBe(false);
});

test('a refused edit (422) keeps the dialog open with what was typed', async () => {
  editAnswer = { status: 422, body: { errors: { Envs: ['دست‌کم یک کلید باید بماند'] } } };
  renderTab(false);
  const dialog = await openEdit('web-config');
  fireEvent.change(within(dialog).getByLabelText(`${c.value} ۱`), { target: { value: 'typed-value' } });
  await save(dialog);
  await waitFor(() => expect(fake.calls(api.kubernetesCloud.configMapEdit, configMap1).length).toBeGreaterThan(0));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(within(dialog).getByLabelText(`${c.value} ۱`)).toHaveValue('typed-value');
});

test('a secret is edited from its values (its own get, typed masked): only what changed is sent', async () => {
  const t = namespaceMessages.secrets;
  renderTab(true);
  const dialog = await openEdit('web-secret');
  expect(dialog).toHaveTextContent(fill(t.editTitle, { name: 'web-secret' }));
  expect(fake.calls(api.kubernetesCloud.secretGet, secret2).length).toBeGreaterThan(0);
  const value = within(dialog).getByLabelText(`${c.value} ۱`);
  expect(value).toHaveAttribute('type', 'password');
  expect(value).toHaveValue('s3cret-value');
  fireEvent.change(value, { target: { value: 'n3w-value' } });
  await save(dialog);
  await waitFor(() =>
    expect(fake.calls(api.kubernetesCloud.secretEdit, secret2)[0]?.body).toEqual({ envs: { 5: { DB_PASSWORD: 'n3w-value' } }, removeEnvIds: [] }),
  );
});
