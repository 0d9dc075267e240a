import { PlusOutlined } from '@ant-design/icons';
import { managesStaff } from '@dialysis/domain';
import { App, Button, Flex, Input, Result, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { errorText, isUnauthenticated } from '../../api/errors.ts';
import { useAuth } from '../../app/auth/auth-context.tsx';
import { useClinics } from '../../app/clinics.ts';
import {
  type CentreFilterValue,
  CentreTreeSelect,
  centreIdsOf,
} from '../../components/centre-tree-select.tsx';
import { confirmThen } from '../../components/confirm.ts';
import { AddCertificationModal } from './add-certification-modal.tsx';
import { StatCard, StatusTag, showDate } from './parts.tsx';
import {
  type Certification,
  CREATE,
  DELETE,
  UPDATE,
  useCertificationMutation,
  useCertifications,
} from './queries.ts';
import { UpdateStatusModal } from './update-status-modal.tsx';

const LOAD_FAILED = 'Unable to retrieve records';

/**
 * Manage Certifications (spec 002): stats, centre tree and staff name filters, EXPIRED first. Doctors read;
 * Nurse Managers and Medical Directors also add, update and delete (the server enforces the same).
 */
export function ManageCertificationsPage() {
  const { user } = useAuth();
  if (user?.group === 'Nurse') return <Result status="403" title="You are not allowed to do this." />;
  return <CertificationsScreen />;
}

function CertificationsScreen() {
  const { user } = useAuth();
  const { message, modal } = App.useApp();
  const clinics = useClinics();
  const [centres, setCentres] = useState<CentreFilterValue>('ALL');
  const [staffName, setStaffName] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [adding, setAdding] = useState(false);
  const [updating, setUpdating] = useState<Certification | null>(null);
  const canWrite = user !== null && managesStaff(user.group);

  const filter = {
    clinicIDs: centreIdsOf(centres),
    staffName: staffName.trim() ? { contains: staffName.trim() } : undefined,
  };
  const list = useCertifications(filter, page, pageSize);
  const create = useCertificationMutation(CREATE);
  const update = useCertificationMutation(UPDATE);
  const remove = useCertificationMutation(DELETE);

  useEffect(() => {
    if (list.isError && !isUnauthenticated(list.error)) message.error(errorText(list.error, LOAD_FAILED));
  }, [list.isError, list.error, message]);

  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await action();
      message.success(done);
      return true;
    } catch (error) {
      if (!isUnauthenticated(error)) message.error(errorText(error, failed));
      return false;
    }
  };

  const columns: TableColumnsType<Certification> = [
    { title: 'Staff Name', dataIndex: 'staffName', key: 'staffName' },
    { title: 'Certification Name', dataIndex: 'name', key: 'name' },
    { title: 'Status', key: 'status', render: (_, row) => <StatusTag status={row.status} /> },
    { title: 'Expiry Date', key: 'expiry', render: (_, row) => showDate(row.expiry) },
  ];
  if (canWrite) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      render: (_, row) => (
        <Space size={4}>
          <Button size="small" onClick={() => setUpdating(row)}>
            Update Status
          </Button>
          <Button
            size="small"
            danger
            onClick={() =>
              confirmThen(modal, async () => {
                const ok = await run(
                  () => remove.mutateAsync({ id: row.id }),
                  'Deleted successfully',
                  'Unable to delete record',
                );
                if (ok && list.data?.result.length === 1 && page > 1) setPage(page - 1);
              })
            }
          >
            Delete
          </Button>
        </Space>
      ),
    });
  }

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Manage Certifications
      </Typography.Title>
      <Flex gap={16} wrap>
        <StatCard title="Total Certifications" value={list.data?.count ?? 0} />
        <StatCard title="Expired Certifications" value={list.data?.expiredCount ?? 0} danger />
      </Flex>
      <Flex wrap gap={12} align="center">
        <CentreTreeSelect
          clinics={clinics.data ?? []}
          value={centres}
          onChange={(next) => {
            setPage(1);
            setCentres(next);
          }}
        />
        <Input.Search
          aria-label="Search staff name"
          placeholder="Staff name"
          allowClear
          enterButton
          style={{ maxWidth: 320 }}
          onSearch={(text) => {
            setPage(1);
            if (text === staffName) void list.refetch();
            else setStaffName(text);
          }}
        />
        {canWrite && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setAdding(true)}
            style={{ marginLeft: 'auto' }}
          >
            Add Certification
          </Button>
        )}
      </Flex>
      <Table<Certification>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.result ?? []}
        loading={list.isPending || list.isPlaceholderData}
        locale={list.isError ? { emptyText: errorText(list.error, LOAD_FAILED) } : undefined}
        pagination={{
          current: page,
          pageSize,
          total: list.data?.count ?? 0,
          showSizeChanger: true,
          onChange: (next, size) => {
            setPage(size === pageSize ? next : 1);
            setPageSize(size);
          },
        }}
        scroll={{ x: 'max-content' }}
      />
      <AddCertificationModal
        open={adding}
        onClose={() => setAdding(false)}
        onSave={async (input) => {
          if (
            await run(
              () => create.mutateAsync({ create: input }),
              'Created successfully',
              'Unable to create record',
            )
          )
            setAdding(false);
        }}
      />
      <UpdateStatusModal
        certification={updating}
        onClose={() => setUpdating(null)}
        onSave={async ({ id, updatedOn }, expiry) => {
          if (
            await run(
              () => update.mutateAsync({ update: { id, expiry, updatedOn } }),
              'Updated successfully',
              'Unable to update record',
            )
          )
            setUpdating(null);
        }}
      />
    </Flex>
  );
}
