import { render, screen } from '@testing-library/react';
import { AppProviders } from './providers';
import { StatusTag, type StatusTagProps } from './status-tag';

const renderTag = (props: StatusTagProps) =>
  render(
    <AppProviders>
      <StatusTag {...props} />
    </AppProviders>,
  );

describe('StatusTag', () => {
  it.each([
    [1, 'پرداخت‌نشده', 'ant-tag-warning'],
    [2, 'فعال', 'ant-tag-success'],
    [8, 'خطای زیرساخت', 'ant-tag-error'],
    [10, 'خاموش', 'ant-tag-default'],
  ])("reads statusId %i through the provider's service table, whatever its display string", (statusId, label, cls) => {
    const { container } = renderTag({ statusId, status: 'Something else' });
    expect(screen.getByText(label).closest('.ant-tag')?.className).toContain(cls);
    expect(screen.queryByText('Something else')).toBeNull();
    expect(container.querySelector('.anticon-loading')).toBeNull();
  });

  it.each([
    [6, 'در انتظار عملیات'],
    [7, 'در حال نصب مجدد'],
    [11, 'در صف'],
    [12, 'در حال حذف'],
  ])('spins while the provider works on the service (%i)', (statusId, label) => {
    const { container } = renderTag({ statusId, status: null });
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(container.querySelector('.anticon-loading')).not.toBeNull();
  });

  it('never reads the display string: a known word without an id is shown as sent, settled', () => {
    const { container } = renderTag({ status: 'deleting' });
    expect(screen.getByText('deleting')).toBeInTheDocument();
    expect(container.querySelector('.anticon-loading')).toBeNull();
  });

  it("shows an id the table does not know by the provider's string, and nothing as the empty value", () => {
    renderTag({ statusId: 99, status: 'در حال مهاجرت' });
    expect(screen.getByText('در حال مهاجرت')).toBeInTheDocument();
    renderTag({ statusId: null, status: null });
    expect(screen.getByText('----')).toBeInTheDocument();
  });

  it("reads a server snapshot's id through the snapshot table (3 is queued there, inactive in the service table)", () => {
    const { container } = renderTag({ statusId: 3, status: 'درصف', table: 'snapshot' });
    expect(screen.getByText('در صف')).toBeInTheDocument();
    expect(container.querySelector('.anticon-loading')).not.toBeNull();
    renderTag({ statusId: 1, status: 'فعال', table: 'snapshot' });
    expect(screen.getByText('فعال').closest('.ant-tag')?.className).toContain('ant-tag-success');
  });
});
