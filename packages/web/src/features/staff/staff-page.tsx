import { PlusOutlined } from '@ant-design/icons';
import { managesStaff } from '@dialysis/domain';
import { App, Button, Flex, Input, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorText, isUnauthenticated } from '../../api/errors.ts';
import { useAuth } from '../../app/auth/auth-context.tsx';
import { useClinics } from '../../app/clinics.ts';
import { CentreTreeSelect, centreIdsOf } from '../../components/centre-tree-select.tsx';
import { DeleteStaffModal } from './delete-staff-modal.tsx';
import {
  CREATE_STAFF,
  DELETE_STAFF,
  RESET_PASSWORD,
  type StaffMember,
  staffSearch,
  UPDATE_STAFF,
  useStaffList,
  useStaffMutation,
} from './queries.ts';
import { ResetPasswordModal } from './reset-password-modal.tsx';
import { StaffFormModal } from './staff-form-modal.tsx';
import {
  centreAccessText,
  parseStaffParams,
  rowActions,
  type StaffParams,
  staffSearchParams,
} from './staff-model.ts';

const LOAD_FAILED = 'Unable to retrieve records';

/** Manage Staff (spec 002): centre tree and free-text filters, paged by name; add, edit, reset, delete. */
export function StaffPage() {
  const { user } = useAuth();
  const { message } = App.useApp();
  const clinics = useClinics();
  const [searchParams, setSearchParams] = useSearchParams();
  const visibleIds = clinics.data?.map((c) => c.id);
  const params = useMemo(() => parseStaffParams(searchParams, visibleIds), [searchParams, visibleIds]);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [editing, setEditing] = useState<StaffMember | null | undefined>(undefined); // null: adding
  const [resetting, setResetting] = useState<StaffMember | null>(null);
  const [deleting, setDeleting] = useState<StaffMember | null>(null);

  const filter = { clinicIDs: centreIdsOf(params.centres), or: staffSearch(params.search) };
  const list = useStaffList(filter, page, pageSize);
  const create = useStaffMutation(CREATE_STAFF);
  const update = useStaffMutation(UPDATE_STAFF);
  const remove = useStaffMutation(DELETE_STAFF);
  const reset = useStaffMutation(RESET_PASSWORD);
  const names = useMemo(() => new Map((clinics.data ?? []).map((c) => [c.id, c.name])), [clinics.data]);

  useEffect(() => {
    if (list.isError && !isUnauthenticated(list.error)) message.error(errorText(list.error, LOAD_FAILED));
  }, [list.isError, list.error, message]);

  if (!user) return null;
  const viewer = { accountID: user.accountID, group: user.group, clinicIDs: user.clinicIDs };

  const setParams = (next: StaffParams) => {
    setPage(1);
    setSearchParams(staffSearchParams(next), { replace: true });
  };

  /** Runs a save and reports it; answers whether it worked (the dialogs close only then). */
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

  const columns: TableColumnsType<StaffMember> = [
    { title: 'Name', dataIndex: 'name', key: 'name' },
    { title: 'Designation', dataIndex: 'designation', key: 'designation' },
    { title: 'Email', dataIndex: 'email', key: 'email' },
    { title: 'Contact No', dataIndex: 'contactNo', key: 'contactNo' },
    {
      title: 'Centre Access',
      key: 'clinicIDs',
      render: (_, row) => centreAccessText(row.clinicIDs, names),
    },
  ];
  if (managesStaff(viewer.group)) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      render: (_, row) => {
        const allowed = rowActions(viewer, row);
        return (
          <Space size={4} wrap>
            {allowed.edit && (
              <Button size="small" onClick={() => setEditing(row)}>
                Edit
              </Button>
            )}
            {allowed.reset && (
              <Button size="small" onClick={() => setResetting(row)}>
                Reset Password
              </Button>
            )}
            {allowed.remove && (
              <Button size="small" danger onClick={() => setDeleting(row)}>
                Delete
              </Button>
            )}
          </Space>
        );
      },
    });
  }

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Manage Staff
      </Typography.Title>
      <Flex wrap gap={12} align="center">
        <CentreTreeSelect
          clinics={clinics.data ?? []}
          value={params.centres}
          onChange={(centres) => setParams({ ...params, centres })}
        />
        <Input.Search
          key={params.search}
          aria-label="Search staff"
          placeholder="Name, designation, email or phone"
          defaultValue={params.search}
          allowClear
          enterButton
          style={{ maxWidth: 380 }}
          onSearch={(search) =>
            search === params.search ? void list.refetch() : setParams({ ...params, search })
          }
        />
        {managesStaff(viewer.group) && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing(null)}
            style={{ marginLeft: 'auto' }}
          >
            Add Staff
          </Button>
        )}
      </Flex>
      <Table<StaffMember>
        rowKey="accountID"
        columns={columns}
        dataSource={list.data?.result ?? []}
        loading={list.isPending || list.isPlaceholderData}
        locale={list.isError ? { emptyText: errorText(list.error, LOAD_FAILED) } : undefined}
        pagination={{
          current: page,
          pageSize,
          total: list.data?.count ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => `${total} staff`,
          onChange: (next, size) => {
            setPage(size === pageSize ? next : 1);
            setPageSize(size);
          },
        }}
        scroll={{ x: 'max-content' }}
      />
      <StaffFormModal
        open={editing !== undefined}
        member={editing ?? null}
        viewer={viewer}
        clinics={clinics.data ?? []}
        onClose={() => setEditing(undefined)}
        onSave={async ({ password, ...input }) => {
          const ok = editing
            ? await run(
                () =>
                  update.mutateAsync({
                    update: { ...input, accountID: editing.accountID, updatedOn: editing.updatedOn },
                  }),
                'Updated successfully',
                'Unable to update record',
              )
            : await run(
                () => create.mutateAsync({ create: { ...input, password: password ?? '' } }),
                'Created successfully',
                'Unable to create record',
              );
          if (ok) setEditing(undefined);
        }}
      />
      <ResetPasswordModal
        member={resetting}
        onClose={() => setResetting(null)}
        onSave={async (member, password) => {
          const ok = await run(
            () => reset.mutateAsync({ username: member.accountID, password }),
            'Password Resetted',
            'Unable to reset password',
          );
          if (ok) setResetting(null);
        }}
      />
      <DeleteStaffModal
        member={deleting}
        onClose={() => setDeleting(null)}
        onDelete={async (member, deleteLogin) => {
          const ok = await run(
            () => remove.mutateAsync({ accountID: member.accountID, deleteCognito: deleteLogin }),
            'Deleted successfully',
            'Unable to delete record',
          );
          if (ok) {
            setDeleting(null);
            setPage(1); // spec: after a delete the table returns to page 1
          }
        }}
      />
    </Flex>
  );
}
