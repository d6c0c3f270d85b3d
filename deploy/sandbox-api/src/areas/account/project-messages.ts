// Projects.
import { fa } from '../../messages/common';

export const projects = {
  projectLimit: (limit: number) => `حداکثر تعداد پروژه‌های شما ${fa(limit)} است`,
  projectHasResources: 'تا زمانی که پروژه دارای سرویس فعال است امکان حذف آن وجود ندارد؛ ابتدا سرویس‌های آن را حذف کنید',
};
