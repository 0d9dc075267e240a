import { App, Button, Flex, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { errorText, isUnauthenticated } from '../../api/errors.ts';
import { request } from '../../api/graphql.ts';
import { useConfirmedMutation } from '../../components/use-confirmed-mutation.ts';
import { DONE, FAILED } from '../../shared/manage-kit/kit.tsx';
import { useAuth } from '../../shared/session/auth-context.tsx';
import { AddMyCertificationModal } from './add-my-certification-modal.tsx';
import { certificationKeys } from './keys.ts';
import { StatCard, StatusTag, showDate } from './parts.tsx';
import {
  type Certification,
  CREATE_MINE,
  DELETE_MINE,
  PAGE_SIZE,
  UPDATE_MINE,
  useMyCertifications,
} from './queries.ts';
import { UpdateStatusModal } from './update-status-modal.tsx';

const LOAD_FAILED = 'Unable to retrieve certifcation records';
const RELOAD = [certificationKeys.all];

/**
 * The Certification section of Manage Account (spec 002): the signed-in user's own certifications, with
 * 'Total Certifications' and, only when there are some, 'Expired Certifications'. The Manage Account page
 * places it; it needs no props.
 */
export function AccountCertifications() {
  const { user } = useAuth();
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [updating, setUpdating] = useState<Certification | null>(null);
  const list = useMyCertifications(user?.accountID, page);
  const create = useConfirmedMutation({
    mutationFn: (create: { name: string; expiry: string }) => request(CREATE_MINE, { create }),
    meta: { done: DONE.create, failed: FAILED.create },
    invalidates: RELOAD,
  });
  const update = useConfirmedMutation({
    mutationFn: ({ row, expiry }: { row: Certification; expiry: string }) =>
      request(UPDATE_MINE, { update: { id: row.id, expiry, updatedOn: row.updatedOn } }),
    meta: { done: DONE.update, failed: FAILED.update },
    invalidates: RELOAD,
  });
  const remove = useConfirmedMutation({
    mutationFn: (row: Certification) => request(DELETE_MINE, { id: row.id }),
    meta: { done: DONE.delete, failed: FAILED.delete },
    invalidates: RELOAD,
  });

  useEffect(() => {
    if (list.isError && !isUnauthenticated(list.error)) message.error(LOAD_FAILED);
  }, [list.isError, list.error, message]);

  // The last row of a page gone: show the page before it.
  const onDelete = (row: Certification) =>
    remove(row, () => {
      if (list.data && list.data.result.length === 1 && page > 1) setPage(page - 1);
    });

  const columns: TableColumnsType<Certification> = [
    { title: 'Certification Name', dataIndex: 'name', key: 'name' },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (_, row) => <StatusTag status={row.status} />,
    },
    { title: 'Expiry Date', dataIndex: 'expiry', key: 'expiry', render: (_, row) => showDate(row.expiry) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, row) => (
        <Space>
          <Button size="small" onClick={() => setUpdating(row)}>
            Update Status
          </Button>
          <Button size="small" danger onClick={() => onDelete(row)}>
            Delete
          </Button>
        </Space>
      ),
    },
  ];

  const data = list.data;
  return (
    <Flex vertical gap={16} data-testid="account-certifications">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          Certification
        </Typography.Title>
        <Button type="primary" onClick={() => setAdding(true)}>
          Add Certification
        </Button>
      </Flex>
      <Flex gap={16} wrap>
        <StatCard title="Total Certifications" value={data?.count ?? 0} />
        {(data?.expiredCount ?? 0) > 0 && (
          <StatCard title="Expired Certifications" value={data?.expiredCount ?? 0} danger />
        )}
      </Flex>
      <Table<Certification>
        rowKey="id"
        columns={columns}
        dataSource={data?.result ?? []}
        loading={list.isPending || list.isPlaceholderData}
        locale={list.isError ? { emptyText: errorText(list.error, LOAD_FAILED) } : undefined}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.count ?? 0,
          showSizeChanger: false,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        scroll={{ x: 'max-content' }}
      />
      <AddMyCertificationModal
        open={adding}
        onClose={() => setAdding(false)}
        onSave={(name, expiry) => create({ name, expiry }, () => setAdding(false))}
      />
      <UpdateStatusModal
        certification={updating}
        showStaff={false}
        onClose={() => setUpdating(null)}
        onSave={(row, expiry) => update({ row, expiry }, () => setUpdating(null))}
      />
    </Flex>
  );
}
