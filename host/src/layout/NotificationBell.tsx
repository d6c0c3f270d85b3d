import { useState } from 'react';
import { Link } from 'react-router-dom';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import List from 'antd/es/list';
import Popover from 'antd/es/popover';
import Typography from 'antd/es/typography';
import { BellOutlined } from '@ant-design/icons';
import { api, type Notification } from '@portal/contracts';
import { refreshRules, useApiMutation, useDeclaredQuery } from '@portal/api';
import { firstQuery } from '@portal/areas';
import { EMPTY_VALUE, formatDateTime, messages } from '@portal/locale';
import { hostMessages } from '../messages';
import { badgeText } from './notification-badge';

const POPUP_MIN_WIDTH = 330;

/** Unread ones the popup lists; the badge counts them all. */
const POPUP_ITEMS = 10;

/** Bell with the unread count (of the short list's rows); the popup opens and closes on click and on click-away. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const { data } = useDeclaredQuery(firstQuery.notifications, {});
  const seen = useApiMutation(api.portal.notificationSeen, { invalidates: refreshRules.notificationSeen });
  const unread = (data ?? []).filter((n) => !n.isRead);
  const count = unread.length;
  const items = unread.slice(0, POPUP_ITEMS);

  const content = (
    <div style={{ minWidth: POPUP_MIN_WIDTH, maxWidth: 380 }} data-testid="notification-popup">
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={messages.notifications.empty} />
      ) : (
        <List<Notification>
          dataSource={items}
          renderItem={(n) => (
            <List.Item
              actions={[
                <Button key="seen" size="small" type="link" onClick={() => seen.mutate({ params: { id: n.id } })}>
                  {hostMessages.layout.markSeen}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={n.subject ?? EMPTY_VALUE}
                description={
                  <>
                    <Typography.Paragraph style={{ marginBottom: 4 }}>{n.content ?? EMPTY_VALUE}</Typography.Paragraph>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {formatDateTime(n.notificationDate)}
                    </Typography.Text>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
      <Flex justify="space-between" gap={12} style={{ borderTop: '1px solid var(--portal-border)', paddingTop: 8 }}>
        {/* Every notification, read ones too (the popup lists only the unread). */}
        <Link to="/portal/notification" onClick={() => setOpen(false)}>
          {hostMessages.layout.allNotifications}
        </Link>
        <Link to="/portal/account?tab=notification" onClick={() => setOpen(false)}>
          {hostMessages.layout.notificationSettings}
        </Link>
      </Flex>
    </div>
  );

  return (
    <Popover trigger="click" open={open} onOpenChange={setOpen} placement="bottomLeft" title={hostMessages.layout.notifications} content={content}>
      <Badge count={badgeText(count)} size="small">
        <Button type="text" shape="circle" aria-label={hostMessages.layout.notifications} icon={<BellOutlined style={{ fontSize: 20 }} />} />
      </Badge>
    </Popover>
  );
}
