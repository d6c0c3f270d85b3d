// Persian strings of the dns-cdn area.
export const dnsCdnMessages = {
  overview: {
    title: 'DNS ابری',
    intro: 'صفحه‌های این بخش به‌زودی اینجا قرار می‌گیرند.',
  },
};
