// Persian labels of the product areas: sidebar groups and links, dashboard usage cards.
// `pnpm new-remote` adds a new area's label above the marker line.
export const areaMessages = {
  cloudInfra: 'زیرساخت ابری',
  virtualServers: 'سرورهای مجازی',
  cloudDisk: 'دیسک ابری',
  cloudDisks: 'دیسک‌های ابری',
  accessKeys: 'کلیدهای دسترسی',
  network: 'شبکه',
  bareMetal: 'سرور اختصاصی',
  colocation: 'کولوکیشن',
  cloudPlatform: 'پلتفرم ابری',
  kubernetesClusters: 'کلاسترهای کوبرنتیز',
  cloudKubernetes: 'کوبرنتیز ابری',
  kubernetes: 'کوبرنتیز',
  cloudStorage: 'فضای ذخیره‌سازی ابری',
  cloudDns: 'DNS ابری',
  zoneManagement: 'مدیریت دامنه‌ها',
  dnsCdn: 'DNS و CDN',
  registeredDomains: 'ثبت دامنه',
  webHosts: 'هاست وب',
  vpc: 'ابر اختصاصی (VPC)',
  privateCloud: 'ابر اختصاصی',
  billing: 'مدیریت مالی',
  support: 'پشتیبانی',
  // What the search box says a found row is (the areas' `search` declarations).
  virtualServer: 'سرور مجازی',
  privateNetwork: 'شبکه خصوصی',
  kubernetesCluster: 'کلاستر کوبرنتیز',
  namespace: 'فضای نام کوبرنتیز',
  storageHost: 'فضای ذخیره‌سازی',
  dnsZone: 'زون DNS',
  domain: 'دامنه ثبت‌شده',
  webHost: 'هاست وب',
  vpcHost: 'ابر اختصاصی',
  // pnpm new-remote: new area labels go above this line.
} as const;

export type AreaLabel = keyof typeof areaMessages;
