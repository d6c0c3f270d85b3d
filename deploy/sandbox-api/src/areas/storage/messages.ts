// Object storage.
import { fa } from '../../messages/common';

export const storage = {
  storageKeyLimit: (max: number) => `برای هر فضای ذخیره‌سازی حداکثر ${fa(max)} کلید دسترسی می‌توان ساخت`,
  storageBundleRequired: 'لطفاً یکی از پلن‌های فضای ذخیره‌سازی را انتخاب کنید',
  storageSizeRequired: 'در اندازه دلخواه، حجم فضا را وارد کنید',
  storageShrink: 'حجم فضای ذخیره‌سازی را فقط می‌توان افزایش داد',
  storageSameSize: 'حجم جدید با حجم فعلی یکسان است',
};
