import { FileTextOutlined } from '@ant-design/icons';
import type { Group } from '@dialysis/domain';
import { MACHINE_STATUS_LABELS } from '@dialysis/domain';
import { Button, Card, Flex, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { pinActions, showDate } from '../../shared/manage-kit/kit.tsx';
import { rowAction, STATUS_COLOURS } from './model.ts';
import type { MachineStatusGroup, MachineStatusItem } from './queries.ts';

export function MachineStatusTag({ status }: { status: MachineStatusItem['status'] }) {
  return <Tag color={STATUS_COLOURS[status]}>{MACHINE_STATUS_LABELS[status]}</Tag>;
}

/** The attached document, through its time-limited link. */
export function DocumentLink({ item }: { item: MachineStatusItem }) {
  if (!item.documentUrl) return null;
  return (
    <Typography.Link href={item.documentUrl} target="_blank" rel="noopener noreferrer">
      <FileTextOutlined /> {item.documentName ?? 'Document'}
    </Typography.Link>
  );
}

/**
 * Items grouped by test case (spec 002 Machine Status): one card per test case, its machines in the status
 * order the server sorted them in (EXPIRED first, PASS last).
 */
export function StatusGroups({
  groups,
  group,
  onAction,
}: {
  groups: MachineStatusGroup[];
  group: Group | undefined;
  onAction: (item: MachineStatusItem) => void;
}) {
  const columns: TableColumnsType<MachineStatusItem> = [
    {
      title: 'Machine',
      key: 'machine',
      width: 140,
      render: (_, item) => (
        <Flex vertical>
          <span>{item.machineName}</span>
          <Typography.Text type="secondary">{item.machineSerialNo}</Typography.Text>
        </Flex>
      ),
    },
    { title: 'Centre', dataIndex: 'machineClinicName', key: 'centre', width: 150 },
    {
      title: 'Status',
      key: 'status',
      width: 140,
      render: (_, item) => <MachineStatusTag status={item.status} />,
    },
    { title: 'Expiry Date', key: 'expiry', width: 115, render: (_, item) => showDate(item.expiryDate) },
    { title: 'Next Audit', key: 'nextAudit', width: 115, render: (_, item) => showDate(item.nextAudit) },
    {
      title: 'Remarks',
      dataIndex: 'remarks',
      key: 'remarks',
      ellipsis: true,
      width: 200,
    },
    {
      title: 'Signed',
      key: 'signed',
      width: 130,
      render: (_, item) =>
        item.approvedBy ? (
          <Flex vertical>
            <span>{item.approvedBy}</span>
            <Typography.Text type="secondary">{showDate(item.approvedTimestamp)}</Typography.Text>
          </Flex>
        ) : null,
    },
    {
      title: 'Document',
      key: 'document',
      width: 140,
      ellipsis: true,
      render: (_, item) => <DocumentLink item={item} />,
    },
    {
      title: 'Action',
      key: 'action',
      width: 130,
      render: (_, item) => {
        const offer = rowAction(item.status, group);
        if (offer) {
          return (
            <Button
              size="small"
              type={offer.action === 'APPROVE' ? 'primary' : 'default'}
              onClick={() => onAction(item)}
            >
              {offer.label}
            </Button>
          );
        }
        return item.status === 'PENDING_SIGNATURE' ? (
          <Typography.Text type="secondary">Awaiting signature</Typography.Text>
        ) : null;
      },
    },
  ];

  return (
    <Flex vertical gap={16}>
      {groups.map((g) => (
        <Card
          key={g.name}
          size="small"
          title={g.name}
          extra={
            <Typography.Text type="secondary">
              {g.count === 1 ? '1 machine' : `${g.count} machines`}
            </Typography.Text>
          }
          data-testid="machine-status-group"
        >
          <Table<MachineStatusItem>
            rowKey="id"
            size="small"
            columns={pinActions(columns)}
            dataSource={g.result}
            pagination={false}
            tableLayout="fixed"
            scroll={{ x: 1260 }}
          />
        </Card>
      ))}
    </Flex>
  );
}
