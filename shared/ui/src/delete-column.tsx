/**
 * `deleteColumn`: the last column of a list whose rows can be deleted (or detached, released,
 * removed): a danger button per row that asks first, runs the call, then says it in a toast. A
 * refusal keeps the dialog open; the API client has already shown why. With `edit`, an edit
 * button stands before it and opens the caller's dialog for that row.
 */
import type { ReactNode } from 'react';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { ConfirmAction } from './confirm-action';
import { Permitted } from './permission';
import type { ResourceColumn } from './resource-table';
import type { Need } from './permission';
import { notify } from './toast';

export interface DeleteColumnOptions<T> {
  /** Text of each row's button. */
  label: string;
  /** Text of the dialog's OK button (default: the generic "delete"). */
  okText?: string;
  title: ReactNode;
  description: (row: T) => ReactNode;
  run: (row: T) => Promise<unknown>;
  /** Toast once the call succeeded. */
  done: string;
  /** The row's buttons are shown but cannot be used (a resource in a transition). */
  disabled?: (row: T) => boolean;
  /** The row gets no button at all (what the user may not remove). */
  hidden?: (row: T) => boolean;
  /** Accessible name of a row's button when the label alone would repeat on every row. */
  ariaLabel?: (row: T) => string;
  /** Small buttons (default), as in dense tables. */
  small?: boolean;
  /** What the caller's project role must allow (default 'write'). */
  need?: Need;
  /** An edit button before the delete one: its text, what it opens, its name per row. */
  edit?: { label: string; open: (row: T) => void; ariaLabel?: (row: T) => string };
}

export function deleteColumn<T>({
  label,
  okText,
  title,
  description,
  run,
  done,
  disabled,
  hidden,
  ariaLabel,
  small = true,
  need,
  edit,
}: DeleteColumnOptions<T>): ResourceColumn<T> {
  const size = small ? ({ size: 'small' } as const) : {};
  const remove = (row: T) =>
    hidden?.(row) ? null : (
      <ConfirmAction
        danger
        label={label}
        okText={okText}
        title={title}
        description={description(row)}
        disabled={disabled?.(row)}
        need={need}
        buttonProps={{ ...size, ...(ariaLabel ? { 'aria-label': ariaLabel(row) } : {}) }}
        onConfirm={async () => {
          await run(row);
          notify.success(done);
        }}
      />
    );
  return {
    key: 'actions',
    title: '',
    exportable: false,
    render: (_, row) =>
      edit ? (
        <Flex gap={4}>
          <Permitted need={need}>
            {(off) => (
              <Button {...size} disabled={off || !!disabled?.(row)} aria-label={edit.ariaLabel?.(row)} onClick={() => edit.open(row)}>
                {edit.label}
              </Button>
            )}
          </Permitted>
          {remove(row)}
        </Flex>
      ) : (
        remove(row)
      ),
  };
}
