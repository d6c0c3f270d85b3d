import { useEffect, useRef, useState } from 'react';
import Button from 'antd/es/button';
import type { InputRef } from 'antd/es/input';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import Tooltip from 'antd/es/tooltip';
import { SearchOutlined } from '@ant-design/icons';
import { lazyChunk } from '@portal/ui/chunk-failure';
import { steadyDialog } from '@portal/ui/dialog-motion';
import { hostMessages } from '../messages';
import { opensSearch } from './shortcut';

const t = hostMessages.search;
const Panel = lazyChunk(() => import('./SearchPanel'), <Skeleton active />);

/**
 * The top bar's search button and the keys that open the box anywhere in the signed-in shell
 * (Ctrl+K; `/` outside a text field). The box's content is its own chunk, fetched on the first
 * open and never on page load; the dialog keeps focus inside and gives it back on close.
 */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  // The dialog focuses itself once open; the field takes focus after that (and, on the first open,
  // when the chunk arrives: `autoFocus`).
  const field = useRef<InputRef>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!opensSearch(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <Tooltip title={`${t.open} (${t.shortcut})`}>
        <Button
          type="text"
          shape="circle"
          icon={<SearchOutlined style={{ fontSize: 20 }} />}
          aria-label={t.open}
          aria-keyshortcuts="Control+K /"
          onClick={() => setOpen(true)}
          data-testid="search-button"
        />
      </Tooltip>
      <Modal
        {...steadyDialog}
        open={open}
        onCancel={() => setOpen(false)}
        afterOpenChange={(opened) => opened && field.current?.focus()}
        title={t.title}
        footer={null}
        destroyOnHidden
        width={640}
        style={{ top: 48 }}
      >
        <Panel field={field} onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}
