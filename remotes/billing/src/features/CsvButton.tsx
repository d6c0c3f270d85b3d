import { Button } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { download, type AnyEndpoint, type CallArgs } from '@portal/api';
import { saveBlob } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { billingMessages } from '../messages';

/** Downloads a list-download endpoint's CSV (the server's file, in Rial); `label` says what it holds when the page shows less. */
export function CsvButton<E extends AnyEndpoint>({ endpoint, args, fileName, label }: { endpoint: E; args?: CallArgs<E>; fileName: string; label?: string }) {
  const save = async () => {
    try {
      saveBlob(await (download as (e: E, a?: CallArgs<E>) => Promise<Blob>)(endpoint, args), fileName);
    } catch {
      notify.error(billingMessages.wallet.downloadFailed);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} onClick={() => void save()}>
      {label ?? billingMessages.wallet.download}
    </Button>
  );
}
