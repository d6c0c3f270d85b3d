import { Button } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { downloadCsv, toCsv, type CsvColumn } from '@portal/ui';
import { billingMessages } from '../messages';

/**
 * Saves rows the page already has as a CSV file, built here in the browser (Persian headers, UTF-8
 * with a byte-order mark so Excel reads it); for what a page shows outside a table. A table's own
 * rows go through its export (ResourceTable `exportFileName`), the same writer.
 */
export function CsvButton<T>({ rows, columns, fileName, label }: { rows: readonly T[]; columns: readonly CsvColumn<T>[]; fileName: string; label?: string }) {
  return (
    <Button icon={<DownloadOutlined />} disabled={!rows.length} onClick={() => downloadCsv(fileName, toCsv(rows, columns))}>
      {label ?? billingMessages.wallet.download}
    </Button>
  );
}
