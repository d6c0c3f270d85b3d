import { Alert, Button } from 'antd';
import type { DnsCdnHost } from '@portal/contracts';
import { notify, Permitted } from '@portal/ui';
import { dnsCdnMessages } from '../../messages';
import { useVerifyZone } from '../../api';

const t = dnsCdnMessages.verify;

/** "Check the nameservers": the zone stays pending until the check finds them, then turns active. */
export function VerifyButton({ zone }: { zone: DnsCdnHost }) {
  const verify = useVerifyZone();
  if (zone.status === 'active') return <Alert type="success" showIcon title={t.active} />;
  if (zone.verifying) return <Alert type="info" showIcon title={t.running} />;
  return (
    <Permitted>
      {(disabled) => (
        <Button
          type="primary"
          disabled={disabled || zone.status !== 'pending'}
          loading={verify.isPending}
          onClick={() => verify.mutate({ params: { projectId: zone.projectId, id: zone.id } }, { onSuccess: () => notify.success(t.started) })}
        >
          {t.action}
        </Button>
      )}
    </Permitted>
  );
}
