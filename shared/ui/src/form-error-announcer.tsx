/**
 * `FormErrorAnnouncer`: one live region for the whole page that reads out a form
 * field's error the moment antd shows it. antd 6 ties each error to its field (the input's
 * `aria-describedby` names the `<id>_help` element) but inserts that element without any live
 * role, so a screen reader user who pressed "submit" heard nothing. The region is mounted once by
 * the providers (always present, so the change is announced), and reads only errors newly added.
 * No role: it is not a toast (tests and people look for toasts by role status/alert).
 */
import { useEffect, useState } from 'react';

const ERROR = '.ant-form-item-explain-error';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** The text of the error elements among (or inside) the added nodes. */
export function addedErrors(records: readonly Pick<MutationRecord, 'addedNodes'>[]): string[] {
  const texts: string[] = [];
  for (const record of records) {
    for (const node of Array.from(record.addedNodes)) {
      if (!(node instanceof Element)) continue;
      const found = node.matches(ERROR) ? [node] : Array.from(node.querySelectorAll(ERROR));
      for (const el of found) {
        const text = el.textContent?.trim();
        if (text) texts.push(text);
      }
    }
  }
  return texts;
}

export function FormErrorAnnouncer() {
  const [text, setText] = useState('');
  useEffect(() => {
    const observer = new MutationObserver((records) => {
      const errors = addedErrors(records);
      if (errors.length) setText([...new Set(errors)].join('. '));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <div data-testid="form-error-announcer" aria-live="assertive" aria-atomic="true" style={visuallyHidden}>
      {text}
    </div>
  );
}
