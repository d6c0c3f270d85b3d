// The page's inline script at the body's start (host/prerender.mjs writes it in, with the answer's
// nonce): with a session stored (the head's early-calls script marked <html>), the last-known site
// alarms are in the first paint; the page's early call for them (@portal/api early-calls.ts), when
// it made one, brings them up to date before the app has loaded.
import { earlyAnswerAt } from '@portal/api/early-calls';
import { isUnder } from '@portal/areas/src/under-prefix';
import { SESSION_ATTRIBUTE } from '@portal/session/src/storage-keys';
import { cachedAlarms, showAlarms, type SiteAlarm } from './alarm-island';
import { SITE_ALARMS_CALL } from './site-alarms-call';

/** The areas' public pages (blog, contact us), which show no alarm: prerender.mjs names their prefixes. */
const publicPrefixes = ((document.currentScript as HTMLScriptElement | null)?.dataset.public ?? '').split(' ').filter(Boolean);
const { pathname } = window.location;
const isPublic = publicPrefixes.some((prefix) => isUnder(pathname, prefix));

if (document.documentElement.hasAttribute(SESSION_ATTRIBUTE) && !isPublic) {
  const cached = cachedAlarms();
  if (cached.length) showAlarms(cached);
  // Read from a copy: the app's client takes the answer itself, and this reaction runs first.
  earlyAnswerAt(SITE_ALARMS_CALL)
    ?.then((answer) => (answer.ok ? (answer.clone().json() as Promise<unknown>) : null))
    .then((alarms) => Array.isArray(alarms) && showAlarms(alarms as SiteAlarm[]))
    .catch(() => undefined);
}
