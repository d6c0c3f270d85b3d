import { useState } from 'react';
import Alert from 'antd/es/alert';
import type { WebsiteAlarm } from '@portal/contracts';
import { useDeclaredQuery } from '@portal/api';
import { firstQuery } from '@portal/areas';
import { hostMessages } from '../messages';

/** The alarms this browser has closed, by subject and link (the provider's alarm has no id); once closed stays closed. */
export const DISMISSED_ALARMS_KEY = 'dismissedSiteAlarms';

const keyOf = (a: WebsiteAlarm) => `${a.subject ?? ''}\n${a.link ?? ''}`;

function readDismissed(): string[] {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(DISMISSED_ALARMS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
}
function writeDismissed(keys: string[]): void {
  try {
    globalThis.localStorage?.setItem(DISMISSED_ALARMS_KEY, JSON.stringify(keys));
  } catch {
    /* closed for this page view only */
  }
}

/** Active site alarms (maintenance, incidents), one dismissible banner each, at the top of the signed-in layout; the subject leads to the link. */
export function SiteAlarms() {
  const alarms = useDeclaredQuery(firstQuery.siteAlarms, undefined, { staleTime: 5 * 60_000 });
  const [dismissed, setDismissed] = useState(readDismissed);
  const shown = (alarms.data ?? []).filter((a) => a.subject && !dismissed.includes(keyOf(a)));
  if (!shown.length) return null;

  const dismiss = (key: string) => {
    const next = [...new Set([...readDismissed(), ...dismissed, key])];
    writeDismissed(next);
    setDismissed(next);
  };
  return (
    <section aria-label={hostMessages.layout.siteAlarms} style={{ display: 'grid', gap: 8, padding: '8px 16px 0' }}>
      {shown.map((a) => (
        <Alert
          key={keyOf(a)}
          data-testid="site-alarm"
          type="warning"
          showIcon
          title={a.link ? <a href={a.link}>{a.subject}</a> : a.subject}
          closable={{ 'aria-label': hostMessages.layout.dismissAlarm(a.subject ?? ''), onClose: () => dismiss(keyOf(a)) }}
        />
      ))}
    </section>
  );
}
