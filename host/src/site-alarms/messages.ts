// The site alarms' Persian strings, on their own: the page's inline script (island-start.ts)
// bundles them without the shell's whole message file.
export const siteAlarmMessages = {
  region: 'اطلاعیه‌های سایت',
  dismiss: (title: string) => `بستن اطلاعیه «${title}»`,
};
