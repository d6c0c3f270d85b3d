/**
 * `ResourceTable<T>`: the one table of the portal, on antd Table.
 * Columns declare a `kind` that picks display formatting (Persian digits, Jalali dates, Rial,
 * status tags) while sorting, searching and CSV export work on the raw values.
 * States: loading (skeleton rows via antd), error (message + retry), empty (message + action).
 * Each table remembers, per signed-in user, its sort, page size and visible columns (`tableId`);
 * on a phone it shows the columns its list marks `essential` until the user chooses otherwise.
 */
import { useLayoutEffect, useMemo, useRef, useState, type Key, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import type { ColumnsType as TableColumnsType, TablePaginationConfig } from 'antd/es/table';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { EMPTY_VALUE, normalizeDigits, toPersianDigits } from '@portal/locale';
import { compareValues, displayValue, exportValue, type ColumnKind } from './cell-format';
import { downloadCsv, toCsv, type CsvColumn } from './csv';
import { Ltr } from './bidi';
import { LoadFailed } from './query-state';
import { useColumnChooser } from './column-chooser';
import { PageSizeSelect } from './page-size-select';
import { activePageSize, activeSort, hideable, PAGE_SIZES, visibleColumns, type ViewColumn } from './table-view';
import { useNarrowScreen } from './media-query';
import { useTablePrefs } from './use-table-prefs';
import { StatusTag } from './status-tag';
import { uiMessages } from './messages';

export interface ResourceColumn<T> {
  /** Unique column key; also the field read from the row unless `dataIndex`/`value` say otherwise. */
  key: string;
  title: string;
  dataIndex?: keyof T & string;
  /** Raw value accessor (for computed columns); used for display, sorting, search and CSV. */
  value?: (row: T) => unknown;
  /** Formatting of the raw value; default 'text'. */
  kind?: ColumnKind;
  /** Custom cell; receives the raw value. Sorting/search/CSV still use the raw value. */
  render?: (value: unknown, row: T, index: number) => ReactNode;
  /** true: sort on the raw value by kind; or a comparator of rows. */
  sorter?: boolean | ((a: T, b: T) => number);
  defaultSortOrder?: 'ascend' | 'descend';
  /** Include in CSV export (default true). Set false for action columns. */
  exportable?: boolean;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
  ellipsis?: boolean;
  /**
   * Shown on a phone too: once a list marks any column essential, its other columns (but the name
   * and untitled control columns) are hidden on narrow screens unless the user shows them.
   */
  essential?: boolean;
}

export interface ResourceTableProps<T> {
  /**
   * Stable id of this list (`area.list`, e.g. `vm.servers`): the user's sort, page size and
   * columns are stored under it. Two lists must not share one.
   */
  tableId: string;
  rows: readonly T[] | undefined | null;
  columns: ResourceColumn<T>[];
  rowKey: (keyof T & string) | ((row: T) => Key);
  /** Accessible name of the table (rendered as its caption, visually hidden unless `showCaption`). */
  caption?: string;
  showCaption?: boolean;
  loading?: boolean;
  /** Truthy → the error state replaces the table. */
  error?: unknown;
  errorMessage?: string;
  onRetry?: () => void;
  /** Where a 404 of the list (its owner does not exist) leads back to. */
  notFoundBackTo?: string;
  notFoundBackLabel?: string;
  emptyText?: string;
  emptyAction?: ReactNode;
  /** Fields searched by the search box (raw and displayed values); no search box when absent. */
  searchKeys?: (keyof T & string)[];
  searchPlaceholder?: string;
  /** File name of the CSV export; no export button when absent. */
  exportFileName?: string;
  selectable?: boolean;
  bulkActions?: (selected: T[], clearSelection: () => void) => ReactNode;
  /**
   * Where a row's resource lives (a router path, relative to the page or absolute; nothing: the row
   * has no page). Its `linkColumn` cell becomes a real link there (`<a href>`: a middle or Ctrl+click
   * opens a new tab, the address can be copied); the link is the row's keyboard stop, and a click
   * anywhere else in the row (not on a control, not ending a text selection) follows it.
   */
  rowHref?: (row: T) => string | null | undefined;
  /** The column whose cell is the link (default the first). */
  linkColumn?: string;
  /** Extra toolbar content (e.g. a create button). */
  toolbar?: ReactNode;
  pagination?: false | TablePaginationConfig;
  size?: 'small' | 'middle' | 'large';
}

export function readValue<T>(column: ResourceColumn<T>, row: T): unknown {
  if (column.value) return column.value(row);
  const field = column.dataIndex ?? column.key;
  return (row as Record<string, unknown>)[field];
}

function keyOf<T>(rowKey: ResourceTableProps<T>['rowKey'], row: T): Key {
  return typeof rowKey === 'function' ? rowKey(row) : ((row as Record<string, unknown>)[rowKey] as Key);
}

/** The CSV file content for rows and columns (exported for direct use and tests). */
export function resourceTableCsv<T>(rows: readonly T[], columns: ResourceColumn<T>[]): string {
  const csvColumns: CsvColumn<T>[] = columns
    .filter((c) => c.exportable !== false)
    .map((c) => ({
      title: c.title,
      numeric: c.kind === 'number' || c.kind === 'money',
      value: (row: T) => exportValue(c.kind ?? 'text', readValue(c, row)),
    }));
  return toCsv(rows, csvColumns);
}

const fold = (s: string) =>
  normalizeDigits(s)
    .toLocaleLowerCase('fa')
    .replace(/\u200c/g, ' ')
    .trim();

/** Rows whose search fields (raw or as displayed) contain the query; digits in any script. */
export function filterRows<T>(rows: readonly T[], query: string, searchKeys: (keyof T & string)[], columns: ResourceColumn<T>[]): T[] {
  const q = fold(query);
  if (!q) return [...rows];
  return rows.filter((row) =>
    searchKeys.some((key) => {
      const raw = (row as Record<string, unknown>)[key];
      if (raw === null || raw === undefined) return false;
      const column = columns.find((c) => (c.dataIndex ?? c.key) === key);
      const shown = column ? displayValue(column.kind ?? 'text', raw) : String(raw);
      return fold(String(raw)).includes(q) || fold(shown).includes(q);
    }),
  );
}

const TEXT_CELL_CHARS = 24;
const ellipsisCell = {
  display: 'inline-block',
  maxWidth: '16em',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
} as const;

/** A cell as its column shows it: its own render, a status tag, left-to-right text, or the formatted value. */
function renderCell<T>(c: ResourceColumn<T>, kind: ColumnKind, row: T, index: number): ReactNode {
  const value = readValue(c, row);
  if (c.render) return c.render(value, row, index);
  // A state is decided from the row's id (the provider's `status` is a display string, shown as sent only for an unknown id).
  if (kind === 'status' && value) return <StatusTag status={String(value)} statusId={(row as { statusId?: number | null }).statusId} />;
  const shown = displayValue(kind, value);
  if (kind === 'ltr' && shown !== EMPTY_VALUE) return <Ltr>{shown}</Ltr>;
  // a long name would push the other columns out of view: cut it, the full text stays in the title and the DOM
  if (kind === 'text' && shown.length > TEXT_CELL_CHARS) {
    return (
      <span title={shown} style={ellipsisCell}>
        {shown}
      </span>
    );
  }
  return shown;
}

const INTERACTIVE = 'button, a, input, label, [role="button"], [role="checkbox"], .ant-checkbox-wrapper';

export function ResourceTable<T extends object>(props: ResourceTableProps<T>) {
  const {
    tableId,
    rows,
    columns,
    rowKey,
    caption,
    showCaption,
    loading,
    error,
    errorMessage,
    onRetry,
    notFoundBackTo,
    notFoundBackLabel,
    emptyText,
    emptyAction,
    searchKeys,
    searchPlaceholder,
    exportFileName,
    selectable,
    bulkActions,
    rowHref,
    linkColumn = columns[0]?.key,
    toolbar,
    pagination,
    size = 'middle',
  } = props;
  const [query, setQuery] = useState('');
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);
  const [prefs, setPrefs] = useTablePrefs(tableId);
  const narrow = useNarrowScreen();
  const view: ViewColumn[] = columns.map((c) => ({
    key: c.key,
    title: c.title,
    essential: c.essential,
    sortable: !!c.sorter,
    defaultSortOrder: c.defaultSortOrder,
  }));
  const shown = visibleColumns(view, prefs, linkColumn, narrow);
  const sort = activeSort(view, prefs);
  // a list that pages through the server itself (its own pageSize) keeps its size
  const ownPaging = pagination !== false && pagination?.pageSize !== undefined;
  const pageSize = activePageSize(prefs);
  const chooser = useColumnChooser(
    view.filter((c) => hideable(c, linkColumn)).map((c) => ({ key: c.key, title: c.title, visible: shown.has(c.key) })),
    (key, visible) => setPrefs({ columns: { ...prefs.columns, [key]: visible } }),
  );

  const allRows = useMemo(() => rows ?? [], [rows]);
  const visibleRows = useMemo(
    () => (searchKeys?.length ? filterRows(allRows, query, searchKeys, columns) : [...allRows]),
    [allRows, query, searchKeys, columns],
  );

  const antColumns: TableColumnsType<T> = columns
    .filter((c) => shown.has(c.key))
    .map((c) => {
      const kind = c.kind ?? 'text';
      const sorter = typeof c.sorter === 'function' ? c.sorter : c.sorter ? (a: T, b: T) => compareValues(kind, readValue(c, a), readValue(c, b)) : undefined;
      return {
        key: c.key,
        title: c.title,
        sorter,
        sortOrder: sorter ? (sort?.key === c.key ? sort.order : null) : undefined,
        showSorterTooltip: false,
        width: c.width,
        align: c.align ?? (kind === 'number' || kind === 'money' ? 'left' : undefined),
        ellipsis: c.ellipsis,
        render: (_: unknown, row: T, index: number) => {
          const cell = renderCell(c, kind, row, index);
          const href = c.key === linkColumn ? rowHref?.(row) : null;
          return href ? (
            <Link to={href} data-row-link="">
              {cell}
            </Link>
          ) : (
            cell
          );
        },
      };
    });

  if (error) return <LoadFailed error={error} errorTitle={errorMessage} onRetry={onRetry} backTo={notFoundBackTo} backLabel={notFoundBackLabel} />;

  const selectedRows = allRows.filter((r) => selectedKeys.includes(keyOf(rowKey, r)));
  const clearSelection = () => setSelectedKeys([]);
  const searching = !!fold(query);

  const hasToolbar = !!(searchKeys?.length || exportFileName || toolbar || chooser.button);
  return (
    // the table scrolls inside its own box, so a wide table never makes the page wider than the screen
    <div className="portal-resource-table" style={{ overflowX: 'auto', maxWidth: '100%', minWidth: 0 }}>
      {hasToolbar && (
        <Space wrap style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
          <Space wrap>
            {searchKeys?.length ? (
              <Input
                allowClear
                type="search"
                aria-label={uiMessages.tableSearch}
                placeholder={searchPlaceholder ?? uiMessages.tableSearchPlaceholder}
                prefix={<SearchOutlined aria-hidden />}
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                style={{ width: 260 }}
              />
            ) : null}
            {toolbar}
          </Space>
          <Space wrap>
            {exportFileName ? (
              <Button
                icon={<DownloadOutlined />}
                disabled={!visibleRows.length}
                onClick={() => downloadCsv(exportFileName, resourceTableCsv(visibleRows, columns))}
              >
                {uiMessages.tableExport}
              </Button>
            ) : null}
            {chooser.button}
          </Space>
        </Space>
      )}
      {chooser.panel}
      {selectable && bulkActions && selectedRows.length > 0 && (
        <Space role="toolbar" aria-label={uiMessages.tableSelected(toPersianDigits(selectedRows.length))} style={{ marginBottom: 12 }}>
          <Typography.Text>{uiMessages.tableSelected(toPersianDigits(selectedRows.length))}</Typography.Text>
          {bulkActions(selectedRows, clearSelection)}
        </Space>
      )}
      <Table<T>
        caption={
          caption ? (
            <span className={showCaption ? undefined : 'portal-visually-hidden'} style={showCaption ? undefined : visuallyHidden}>
              {caption}
            </span>
          ) : undefined
        }
        size={size}
        rowKey={(row) => keyOf(rowKey, row)}
        columns={antColumns}
        dataSource={visibleRows}
        loading={loading}
        scroll={{ x: 'max-content' }}
        pagination={
          pagination === false
            ? false
            : {
                pageSize,
                // the pager (and its size menu) stays while a larger page size than the first is chosen
                hideOnSinglePage: ownPaging || visibleRows.length <= PAGE_SIZES[0],
                showSizeChanger: !ownPaging,
                pageSizeOptions: [...PAGE_SIZES],
                components: { sizeChanger: PageSizeSelect },
                itemRender: (page, type, original) => (type === 'page' ? <a rel="nofollow">{toPersianDigits(page)}</a> : original),
                ...pagination,
              }
        }
        onChange={(next, _filters, sorter, { action }) => {
          if (action === 'sort' && !Array.isArray(sorter)) {
            setPrefs({ sort: sorter.order && sorter.columnKey !== undefined ? { key: String(sorter.columnKey), order: sorter.order } : null });
          }
          if (action === 'paginate' && !ownPaging && next.pageSize && next.pageSize !== pageSize) setPrefs({ pageSize: next.pageSize });
        }}
        rowSelection={
          selectable
            ? {
                selectedRowKeys: selectedKeys,
                onChange: (keys) => setSelectedKeys(keys),
                columnTitle: (checkbox) => <OutsideMeasureRow>{checkbox}</OutsideMeasureRow>,
              }
            : undefined
        }
        onRow={
          rowHref
            ? (row) =>
                rowHref(row)
                  ? {
                      onClick: (e: React.MouseEvent<HTMLElement>) => {
                        if ((e.target as HTMLElement).closest(INTERACTIVE)) return;
                        // Selecting a name to copy it is not a click on the row.
                        if (window.getSelection()?.toString()) return;
                        (e.currentTarget.querySelector('a[data-row-link]') as HTMLAnchorElement | null)?.click();
                      },
                      style: { cursor: 'pointer' },
                    }
                  : {}
            : undefined
        }
        locale={{
          emptyText: loading ? (
            ' '
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={searching ? uiMessages.tableEmptySearch : (emptyText ?? uiMessages.tableEmpty)}>
              {!searching && emptyAction}
            </Empty>
          ),
        }}
      />
    </div>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export default ResourceTable;

/**
 * antd copies every column title into an `aria-hidden` row it only measures widths with; the
 * select-all checkbox would be a focusable control inside it (a keyboard stop nobody can see, and
 * axe's aria-hidden-focus). The copy is made unfocusable; the real header is untouched.
 */
function OutsideMeasureRow({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [measuring, setMeasuring] = useState(false);
  useLayoutEffect(() => setMeasuring(Boolean(ref.current?.closest('.ant-table-measure-row'))), []);
  return (
    <span ref={ref} inert={measuring} style={measuring ? { visibility: 'hidden' } : undefined}>
      {children}
    </span>
  );
}
