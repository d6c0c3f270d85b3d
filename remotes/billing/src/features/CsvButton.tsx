import { Button } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { download, type AnyEndpoint, type CallArgs } from '@portal/api';
import { saveBlob } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { billingMessages } from '../messages';

/** Downloads a list-download endpoint's CSV (the server's file: what the filters chose, in Rial). */
export function CsvButton<E extends AnyEndpoint>({ endpoint, args, fileName }: { endpoint: E; args?: CallArgs<E>; fileName: string }) {
  const save = async () => {
    try {
      saveBlob(await (download as (e: E, a?: CallArgs<E>) => Promise<Blob>)(endpoint, args), fileName);
    } catch {
      notify.error(billingMessages.wallet.downloadFailed);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} onClick={() => void save()}>
      {billingMessages.wallet.download}
    </Button>
  );
}
