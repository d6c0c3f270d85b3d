// Object storage.
import { fa } from './common';

export const storage = {
  storageKeyLimit: (max: number) => `برای هر فضای ذخیره‌سازی حداکثر ${fa(max)} کلید دسترسی می‌توان ساخت`,
};
