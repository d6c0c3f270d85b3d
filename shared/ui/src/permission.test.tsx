import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useAuthStore, useProjectStore } from '@portal/session';
import { AppProviders } from './providers';
import { ConfirmAction } from './confirm-action';
import { deleteColumn } from './delete-column';
import { FormDialog } from './form-dialog';
import { SimpleResourceList } from './simple-resource-list';
import { Wizard } from './wizard';
import { permissionOf } from './permission';
import { uiMessages } from './messages';

type Row = { id: number; name: string };
const labels = { title: 'سرورها', create: 'سفارش سرور', search: 'جستجو', exportName: 'servers', empty: 'هنوز سروری ندارید.' };

const ACCESS = { admin: 1, member: 2, viewer: 3 } as const;
/** Signs in user 7 (not a super user) whose own row in project 5's user list has this access type. */
const withRole = (access: keyof typeof ACCESS) =>
  act(() => {
    useAuthStore.setState({ loginInfo: { accessToken: 't', userId: 7, isSuperUser: false } as never });
    useProjectStore.getState().setProjectAccess(5, ACCESS[access]);
  });

function List() {
  const del = deleteColumn<Row>({ label: 'حذف', title: 'حذف سرور', description: (r) => r.name, run: jest.fn(), done: 'حذف شد' });
  return (
    <SimpleResourceList<Row>
      tableId="test.table"
      query={{ data: [{ id: 1, name: 'web-1' }], isLoading: false, isError: false, refetch: jest.fn() }}
      columns={[{ key: 'name', title: 'نام', dataIndex: 'name' }, del]}
      searchKeys={['name']}
      labels={labels}
    />
  );
}

const at = (path: string, element: React.ReactNode, route = '/vm/:projectId/list') =>
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );

afterEach(() =>
  act(() => {
    useAuthStore.setState({ loginInfo: null });
    useProjectStore.getState().clear();
  }),
);

describe("permissions from the caller's access type on the project", () => {
  it('maps access types to what they allow', () => {
    expect(permissionOf('viewer', 'write')).toEqual({ allowed: false, reason: uiMessages.needsWrite });
    expect(permissionOf('member', 'write')).toEqual({ allowed: true });
    expect(permissionOf('member', 'admin')).toEqual({ allowed: false, reason: uiMessages.needsAdmin });
    expect(permissionOf('admin', 'admin')).toEqual({ allowed: true });
    expect(permissionOf(null, 'admin')).toEqual({ allowed: true });
  });

  it('a viewer sees the create and row delete buttons disabled, with a tooltip saying why', async () => {
    withRole('viewer');
    at('/vm/5/list', <List />);
    const create = screen.getByRole('button', { name: /سفارش سرور/ });
    expect(create).toBeDisabled();
    expect(screen.getByRole('button', { name: 'حذف' })).toBeDisabled();
    await userEvent.hover(create.parentElement ?? create);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('مشاهده‌گر');
  });

  it('a member may create and delete', () => {
    withRole('member');
    at('/vm/5/list', <List />);
    expect(screen.getByRole('button', { name: /سفارش سرور/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'حذف' })).toBeEnabled();
  });

  it('a super user may do everything, whatever the list says', () => {
    withRole('viewer');
    act(() => useAuthStore.setState({ loginInfo: { accessToken: 't', userId: 7, isSuperUser: true } as never }));
    at('/vm/5/list', <List />);
    expect(screen.getByRole('button', { name: /سفارش سرور/ })).toBeEnabled();
  });

  it('outside a project (no route id) nothing is restricted', () => {
    withRole('viewer');
    at('/account', <ConfirmAction label="غیرفعال کردن" onConfirm={jest.fn()} />, '/account');
    expect(screen.getByRole('button', { name: 'غیرفعال کردن' })).toBeEnabled();
  });

  it('a viewer who opens a wizard is told so and cannot submit', () => {
    withRole('viewer');
    const onSubmit = jest.fn();
    at('/vm/5/add-vm', <Wizard steps={[{ title: 'مشخصات', content: <p>فرم</p> }]} onSubmit={onSubmit} submitText="ساخت سرور" />, '/vm/:projectId/add-vm');
    expect(screen.getByText(uiMessages.needsWrite)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ساخت سرور' })).toBeDisabled();
  });

  it('a form dialog does not save for a viewer', async () => {
    withRole('viewer');
    const send = jest.fn();
    function Dialog() {
      const [form] = Form.useForm();
      return (
        <FormDialog form={form} open onClose={jest.fn()} title="ویرایش" okText="ذخیره" cancelText="انصراف" send={send}>
          <p>فیلدها</p>
        </FormDialog>
      );
    }
    at('/vm/5/list', <Dialog />);
    expect(screen.getByText(uiMessages.needsWrite)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ذخیره' })).toBeDisabled();
  });
});
