// Persian strings of the cloud-platform area.
export const cloudPlatformMessages = {
  overview: {
    title: 'پلتفرم ابری',
    intro: 'صفحه‌های این بخش به‌زودی اینجا قرار می‌گیرند.',
  },
};
