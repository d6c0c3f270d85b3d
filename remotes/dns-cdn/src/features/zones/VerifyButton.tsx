import { Alert, Button } from 'antd';
import { api, serviceStatusOf, type Zone } from '@portal/contracts';
import { useAddition } from '@portal/api';
import { notify, Permitted } from '@portal/ui';
import { dnsCdnMessages } from '../../messages';
import { useVerifyZone } from './api';

const t = dnsCdnMessages.verify;

/**
 * "Check the nameservers": the zone waits for them (statusId 9) until the check finds them, then
 * turns active. The provider's zone says nothing of a check under way: once asked, this button
 * says so until the zone (polled while waiting) turns active. The check on demand is ours: an
 * upstream without it checks on its own schedule, and the button is not offered.
 */
export function VerifyButton({ projectId, zone }: { projectId: number; zone: Zone }) {
  const verify = useVerifyZone();
  const { offered } = useAddition(api.dnsCdn.hostVerify);
  const status = serviceStatusOf(zone.statusId);
  if (status === 'active') return <Alert type="success" showIcon title={t.active} />;
  if (!offered) return null;
  if (verify.isSuccess) return <Alert type="info" showIcon title={t.running} />;
  return (
    <Permitted>
      {(disabled) => (
        <Button
          type="primary"
          disabled={disabled || status !== 'waiting-ns'}
          loading={verify.isPending}
          onClick={() => verify.mutate({ params: { projectId, id: zone.id } }, { onSuccess: () => notify.success(t.started) })}
        >
          {t.action}
        </Button>
      )}
    </Permitted>
  );
}
