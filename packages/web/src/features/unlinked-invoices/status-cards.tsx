import { DisconnectOutlined, LinkOutlined } from '@ant-design/icons';
import { Card, Flex, Tag, Typography } from 'antd';
import { showDateTime } from '../../lib/clock.ts';
import { PermittedButton } from '../../shared/session/permitted-button.tsx';
import type { AccountingStatus } from './queries.ts';

export type ConnectionState = 'connected' | 'expired' | 'refused' | 'notConnected' | 'notSetUp';

/**
 * The state of a centre's connection, as the tag says it: the server's state, which follows QuickBooks' last
 * answer (issue 30 item 4), after the spec's 3-day rule.
 */
export function connectionState(status: AccountingStatus): ConnectionState {
  if (!status.configured) return 'notSetUp';
  if (!status.connected || status.state === 'NOT_CONNECTED') return 'notConnected';
  if (status.expired || status.state === 'EXPIRED') return 'expired';
  return status.state === 'REFUSED' ? 'refused' : 'connected';
}

const TAGS: Record<ConnectionState, { label: string; color: string; hint?: string }> = {
  connected: { label: 'Connected', color: 'success' },
  expired: { label: 'Expired', color: 'error', hint: 'The connection has expired: connect again.' },
  refused: {
    label: 'Refused',
    color: 'error',
    hint: 'QuickBooks refused the connection (revoked, or signed out there): connect again.',
  },
  notConnected: {
    label: 'Not connected',
    color: 'warning',
    hint: 'Connect to QuickBooks to create invoices.',
  },
  notSetUp: {
    label: 'Not set up',
    color: 'default',
    hint: 'A Nurse Manager sets the QuickBooks fields on the centre (Manage, Centres).',
  },
};

/**
 * One card per centre: its name, the connection tag, when it last connected, Refresh authentication, and
 * Disconnect while there is a connection.
 */
export function StatusCards({
  statuses,
  connecting,
  onRefresh,
  onDisconnect,
}: {
  statuses: readonly AccountingStatus[];
  connecting: number | undefined;
  onRefresh: (clinicID: number) => void;
  onDisconnect: (status: AccountingStatus) => void;
}) {
  return (
    <Flex gap={12} wrap component="section" aria-label="Accounting connection">
      {statuses.map((status) => {
        const state = connectionState(status);
        const tag = TAGS[state];
        return (
          <Card
            key={status.clinicID}
            size="small"
            title={status.clinicName}
            extra={
              <Tag color={tag.color} data-testid="connection-status">
                {tag.label}
              </Tag>
            }
            style={{ width: 300 }}
            data-testid={`accounting-status-${status.clinicID}`}
          >
            <Flex vertical gap={8}>
              <Typography.Text type="secondary">
                Last connected: {status.date ? showDateTime(status.date) : 'never'}
              </Typography.Text>
              {tag.hint && <Typography.Text>{tag.hint}</Typography.Text>}
              {status.configured && (
                <PermittedButton
                  action="accounting:connect"
                  icon={<LinkOutlined />}
                  loading={connecting === status.clinicID}
                  onClick={() => onRefresh(status.clinicID)}
                  aria-label={`Refresh authentication of ${status.clinicName}`}
                >
                  Refresh authentication
                </PermittedButton>
              )}
              {status.connected && (
                <PermittedButton
                  action="accounting:disconnect"
                  danger
                  icon={<DisconnectOutlined />}
                  onClick={() => onDisconnect(status)}
                  aria-label={`Disconnect ${status.clinicName}`}
                >
                  Disconnect
                </PermittedButton>
              )}
            </Flex>
          </Card>
        );
      })}
    </Flex>
  );
}
