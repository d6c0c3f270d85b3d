// The provider's site alarms (maintenance, incidents) are the page's own markup, at the top of the
// body beside the app's root rather than inside it: the page paints the last-known alarms before
// any script file has run (island-start.ts), and the app only brings them up to date. They were
// the largest text a signed-in page shows, painted by the shell once all its script had run, so
// a phone's "largest paint" waited for the whole first load; painted with the document, it is the
// document's. Plain DOM, no React or antd: the same code runs in the page's inline script.
import { readItem, removeItem, writeItem } from '@portal/session/src/storage';
import { STORAGE_KEYS } from '@portal/session/src/storage-keys';
import { ISLAND_CSS, ISLAND_CSS_ATTRIBUTE } from './island-css';
import { siteAlarmMessages as t } from './messages';

/** An alarm as the provider lists it: a subject and, maybe, a link. */
export interface SiteAlarm {
  subject?: string | null;
  link?: string | null;
}

export const ISLAND_ID = 'site-alarms';

const keyOf = (a: SiteAlarm) => `${a.subject ?? ''}\n${a.link ?? ''}`;

function readList(key: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(readItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

const write = (key: string, value: unknown) => writeItem(key, JSON.stringify(value));

const readDismissed = () => readList(STORAGE_KEYS.dismissedSiteAlarms).filter((k): k is string => typeof k === 'string');

/** The alarms last fetched, as stored. */
export function cachedAlarms(): SiteAlarm[] {
  return readList(STORAGE_KEYS.siteAlarms).filter((a): a is SiteAlarm => typeof a === 'object' && a !== null && typeof (a as SiteAlarm).subject === 'string');
}

/** A link the banner may follow: the portal's own path or a web address (never `javascript:` and the like). */
function safeHref(link: string | null | undefined): string | null {
  if (!link) return null;
  if (link.startsWith('/') && !link.startsWith('//')) return link;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The island at the body's start, and its styles in the head: made by the first to show an alarm. */
function island(doc: Document): HTMLElement {
  if (!doc.head.querySelector(`style[${ISLAND_CSS_ATTRIBUTE}]`)) {
    const style = doc.createElement('style');
    // The page's CSP admits a style element with the answer's nonce only; the app's own hook
    // (csp-nonce.ts) is not in place yet when the page's inline script makes this one.
    const nonce = doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
    if (nonce && !nonce.startsWith('__')) style.nonce = nonce;
    style.setAttribute(ISLAND_CSS_ATTRIBUTE, '');
    style.textContent = ISLAND_CSS;
    doc.head.append(style);
  }
  let element = doc.getElementById(ISLAND_ID);
  if (!element) {
    element = doc.createElement('div');
    element.id = ISLAND_ID;
    doc.body.prepend(element);
  }
  if (!element.dataset.wired) {
    element.dataset.wired = '';
    element.addEventListener('click', (event) => {
      const close = (event.target as Element | null)?.closest?.('button[data-dismiss]');
      if (!close) return;
      const banner = close.closest<HTMLElement>('[data-alarm]')!;
      write(STORAGE_KEYS.dismissedSiteAlarms, [...new Set([...readDismissed(), banner.dataset.alarm!])]);
      const section = banner.parentElement!;
      banner.remove();
      if (!section.children.length) section.remove();
    });
  }
  return element;
}

function banner(doc: Document, alarm: SiteAlarm): HTMLElement {
  const subject = alarm.subject ?? '';
  const item = doc.createElement('div');
  item.className = 'sa-item';
  item.setAttribute('role', 'alert');
  item.dataset.testid = 'site-alarm';
  item.dataset.alarm = keyOf(alarm);
  const icon = doc.createElement('span');
  icon.className = 'sa-icon';
  icon.setAttribute('aria-hidden', 'true');
  icon.textContent = '!';
  const text = doc.createElement('div');
  text.className = 'sa-text';
  const href = safeHref(alarm.link);
  if (href) {
    const a = doc.createElement('a');
    a.href = href;
    a.textContent = subject;
    text.append(a);
  } else text.textContent = subject;
  const close = doc.createElement('button');
  close.type = 'button';
  close.className = 'sa-close';
  close.dataset.dismiss = '';
  close.setAttribute('aria-label', t.dismiss(subject));
  close.textContent = '×';
  item.append(icon, text, close);
  return item;
}

/**
 * Shows `alarms` (the provider's list, or the stored one) less those this browser closed, and
 * stores them as the last-known. Markup already showing the same alarms is left as it is: the
 * page's first paint stays the one that painted them.
 */
export function showAlarms(alarms: readonly SiteAlarm[], doc: Document = document): void {
  const active = alarms.filter((a) => a.subject).map((a) => ({ subject: a.subject, link: a.link ?? null }));
  write(STORAGE_KEYS.siteAlarms, active);
  const dismissed = readDismissed();
  const shown = active.filter((a) => !dismissed.includes(keyOf(a)));
  const root = island(doc);
  const current = [...root.querySelectorAll<HTMLElement>('[data-alarm]')].map((b) => b.dataset.alarm);
  if (current.length === shown.length && shown.every((a, i) => keyOf(a) === current[i])) return;
  root.replaceChildren();
  if (!shown.length) return;
  const section = doc.createElement('section');
  section.className = 'sa';
  section.setAttribute('aria-label', t.region);
  section.append(...shown.map((a) => banner(doc, a)));
  root.append(section);
}

/** Signed out: no alarm shows, and none is remembered. */
export function clearAlarms(doc: Document = document): void {
  doc.getElementById(ISLAND_ID)?.replaceChildren();
  removeItem(STORAGE_KEYS.siteAlarms);
}
