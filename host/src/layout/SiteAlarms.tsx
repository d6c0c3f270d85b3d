import { useState } from 'react';
import Alert from 'antd/es/alert';
import { api, type WebsiteAlarm } from '@portal/contracts';
import { useCatalogueQuery } from '@portal/api';
import { hostMessages } from '../messages';

/** Ids of the alarms this browser has closed; an alarm once closed stays closed. */
export const DISMISSED_ALARMS_KEY = 'dismissedSiteAlarms';

function readDismissed(): number[] {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(DISMISSED_ALARMS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((n): n is number => Number.isSafeInteger(n)) : [];
  } catch {
    return [];
  }
}
function writeDismissed(ids: number[]): void {
  try {
    globalThis.localStorage?.setItem(DISMISSED_ALARMS_KEY, JSON.stringify(ids));
  } catch {
    /* closed for this page view only */
  }
}

const TYPE: Record<WebsiteAlarm['kind'], 'warning' | 'error' | 'info'> = { maintenance: 'warning', incident: 'error', info: 'info' };

/** Active site alarms (maintenance, incidents), one dismissible banner each, at the top of the signed-in layout. */
export function SiteAlarms() {
  const alarms = useCatalogueQuery(api.support.websiteAlarmList, undefined, { staleTime: 5 * 60_000 });
  const [dismissed, setDismissed] = useState(readDismissed);
  const shown = (alarms.data ?? []).filter((a) => !dismissed.includes(a.id));
  if (!shown.length) return null;

  const dismiss = (id: number) => {
    const next = [...new Set([...readDismissed(), ...dismissed, id])];
    writeDismissed(next);
    setDismissed(next);
  };
  return (
    <section aria-label={hostMessages.layout.siteAlarms} style={{ display: 'grid', gap: 8, padding: '8px 16px 0' }}>
      {shown.map((a) => (
        <Alert
          key={a.id}
          data-testid="site-alarm"
          type={TYPE[a.kind] ?? 'info'}
          showIcon
          title={a.title}
          description={a.text}
          closable={{ 'aria-label': hostMessages.layout.dismissAlarm(a.title), onClose: () => dismiss(a.id) }}
        />
      ))}
    </section>
  );
}
