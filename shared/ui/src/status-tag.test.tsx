import { render, screen } from '@testing-library/react';
import { AppProviders } from './providers';
import { StatusTag } from './status-tag';

const renderTag = (status: string) =>
  render(
    <AppProviders>
      <StatusTag status={status} />
    </AppProviders>,
  );

describe('StatusTag', () => {
  it.each([
    ['active', 'فعال', 'ant-tag-success'],
    ['failed', 'ناموفق', 'ant-tag-error'],
    ['stopped', 'خاموش', 'ant-tag-default'],
    ['running', 'در حال اجرا', 'ant-tag-success'],
  ])('shows %s as a stable Persian label', (status, label, cls) => {
    const { container } = renderTag(status);
    const tag = screen.getByText(label).closest('.ant-tag');
    expect(tag?.className).toContain(cls);
    expect(container.querySelector('.anticon-loading')).toBeNull();
  });

  it.each([
    ['creating', 'در حال ایجاد'],
    ['rebooting', 'در حال راه‌اندازی مجدد'],
    ['deleting', 'در حال حذف'],
    ['reverting', 'در حال بازگردانی'],
    ['restoring', 'در حال بازیابی'],
  ])('shows %s with a spinner', (status, label) => {
    const { container } = renderTag(status);
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(container.querySelector('.anticon-loading')).not.toBeNull();
  });

  it('shows an unknown status as is', () => {
    renderTag('migrating');
    expect(screen.getByText('migrating')).toBeInTheDocument();
  });

  describe("a provider row's statusId", () => {
    const renderRow = (statusId: number | null, status: string | null) =>
      render(
        <AppProviders>
          <StatusTag statusId={statusId} status={status} />
        </AppProviders>,
      );
    it.each([
      [1, 'پرداخت‌نشده', 'ant-tag-warning'],
      [2, 'فعال', 'ant-tag-success'],
      [8, 'خطای زیرساخت', 'ant-tag-error'],
      [10, 'خاموش', 'ant-tag-default'],
    ])('reads %i through the provider\'s table, whatever its display string', (statusId, label, cls) => {
      renderRow(statusId, 'Something else');
      expect(screen.getByText(label).closest('.ant-tag')?.className).toContain(cls);
    });
    it('spins while the service waits for an operation', () => {
      const { container } = renderRow(6, null);
      expect(screen.getByText('در انتظار عملیات')).toBeInTheDocument();
      expect(container.querySelector('.anticon-loading')).not.toBeNull();
    });
    it("shows an id the table does not know by the provider's string, and nothing as the empty value", () => {
      renderRow(99, 'Migrating');
      expect(screen.getByText('Migrating')).toBeInTheDocument();
      renderRow(null, null);
      expect(screen.getByText('----')).toBeInTheDocument();
    });
  });
});
