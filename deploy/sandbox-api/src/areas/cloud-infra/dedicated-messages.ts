// Bare metal and colocation refusals the shared input rules do not cover.
export const dedicated = {
  equipmentList: 'فهرست تجهیزات باید فهرستی از مدل تجهیزات و شماره اموال باشد',
  equipmentTooMany: (max: string) => `حداکثر ${max} قلم تجهیزات در یک درخواست پذیرفته می‌شود`,
  equipmentUnknown: 'مدل تجهیزات انتخاب‌شده معتبر نیست',
};
