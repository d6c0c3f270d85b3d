// The address of the provider's alarm list as the page's early call makes it (@portal/areas
// earlyCallsAt): written out, so the inline script carries no API contract. A test holds it to the
// contract's.
export const SITE_ALARMS_CALL = '/api/my/portal/website-alarm/list';
