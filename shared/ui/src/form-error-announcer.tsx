/**
 * `FormErrorAnnouncer`: makes a form field's error announced the moment antd shows it. antd 6
 * ties each error to its field (the input's `aria-describedby` names the `<id>_help` element) but
 * inserts the error without any live role (antd 5 had `role="alert"`), so a screen reader user
 * who pressed "submit" heard nothing. Mounted once by the providers, it gives each newly inserted
 * error element `role="alert"` (an alert is announced when it appears); the text is not copied
 * anywhere, so the page still shows (and tests still find) each message once.
 */
import { useEffect } from 'react';

const ERROR = '.ant-form-item-explain-error';

/** The error elements among (or inside) the added nodes. */
export function addedErrors(records: readonly Pick<MutationRecord, 'addedNodes'>[]): Element[] {
  const found: Element[] = [];
  for (const record of records) {
    for (const node of Array.from(record.addedNodes)) {
      if (!(node instanceof Element)) continue;
      found.push(...(node.matches(ERROR) ? [node] : Array.from(node.querySelectorAll(ERROR))));
    }
  }
  return found;
}

export function FormErrorAnnouncer() {
  useEffect(() => {
    // Callbacks run as a microtask after the insertion, before the browser paints or announces.
    const observer = new MutationObserver((records) => {
      for (const el of addedErrors(records)) if (!el.hasAttribute('role')) el.setAttribute('role', 'alert');
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return null;
}
