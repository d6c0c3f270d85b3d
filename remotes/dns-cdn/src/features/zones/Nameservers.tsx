import { Flex, List, Typography } from 'antd';
import { fill } from '@portal/locale';
import { CopyButton, Ltr } from '@portal/ui';
import { zoneListMessages } from './messages';

const t = zoneListMessages.add;

/** The platform's nameservers, each with a copy button, to paste at the registrar. */
export function Nameservers({ nameservers }: { nameservers: readonly string[] }) {
  return (
    <List
      size="small"
      bordered
      dataSource={[...nameservers]}
      renderItem={(ns) => (
        <List.Item>
          <Flex justify="space-between" align="center" style={{ width: '100%' }} gap={8}>
            <Typography.Text code>
              <Ltr>{ns}</Ltr>
            </Typography.Text>
            <CopyButton text={ns} label={fill(t.copyNs, { ns })} />
          </Flex>
        </List.Item>
      )}
    />
  );
}
