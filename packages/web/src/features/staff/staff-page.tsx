import { managesStaff } from '@dialysis/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Space, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CreateStaffInput, UpdateStaffInput } from '../../api/generated/graphql.ts';
import { request } from '../../api/graphql.ts';
import { useConfirmedMutation } from '../../components/use-confirmed-mutation.ts';
import { CentreTreeSelect, centreIdsOf } from '../../shared/centres/centre-tree-select.tsx';
import { useClinics } from '../../shared/centres/clinics.ts';
import { DONE, FAILED } from '../../shared/manage-kit/kit.tsx';
import { ManageListPage } from '../../shared/manage-kit/manage-list-page.tsx';
import { useManageList } from '../../shared/manage-kit/use-manage-list.ts';
import { useAuth } from '../../shared/session/auth-context.tsx';
import { certificationKeys } from '../certifications/index.ts';
import { DeleteStaffModal } from './delete-staff-modal.tsx';
import { staffKeys } from './keys.ts';
import {
  CREATE_STAFF,
  DELETE_STAFF,
  RESET_PASSWORD,
  type StaffMember,
  staffSearch,
  UPDATE_STAFF,
  useStaffList,
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

// Staff writes reload the staff lists and the certifications, which show staff names.
const RELOAD = [staffKeys.all, certificationKeys.all];

/** Manage Staff (spec 002): centre tree and free-text filters, paged by name; add, edit, reset, delete. */
export function StaffPage() {
  const { user } = useAuth();
  const clinics = useClinics();
  const [searchParams, setSearchParams] = useSearchParams();
  const visibleIds = clinics.data?.map((c) => c.id);
  const params = useMemo(() => parseStaffParams(searchParams, visibleIds), [searchParams, visibleIds]);
  const manage = useManageList<StaffMember>(10);
  const { paging } = manage;
  const [resetting, setResetting] = useState<StaffMember | null>(null);
  const [deleting, setDeleting] = useState<StaffMember | null>(null);

  const filter = { clinicIDs: centreIdsOf(params.centres), or: staffSearch(params.search) };
  const list = useStaffList(filter, paging.page, paging.pageSize);
  const names = useMemo(() => new Map((clinics.data ?? []).map((c) => [c.id, c.name])), [clinics.data]);
  const create = useConfirmedMutation({
    mutationFn: (create: CreateStaffInput) => request(CREATE_STAFF, { create }),
    meta: { done: DONE.create, failed: FAILED.create },
    invalidates: RELOAD,
  });
  const update = useConfirmedMutation({
    mutationFn: (update: UpdateStaffInput) => request(UPDATE_STAFF, { update }),
    meta: { done: DONE.update, failed: FAILED.update },
    invalidates: RELOAD,
  });
  const reset = useConfirmedMutation({
    mutationFn: ({ member, password }: { member: StaffMember; password: string }) =>
      request(RESET_PASSWORD, { username: member.accountID, password }),
    meta: { done: 'Password Resetted', failed: 'Unable to reset password' },
    invalidates: RELOAD,
  });
  // The delete dialog is its own confirmation (it also asks whether to delete the login): no second one.
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: ({ member, deleteLogin }: { member: StaffMember; deleteLogin: boolean }) =>
      request(DELETE_STAFF, { accountID: member.accountID, deleteCognito: deleteLogin }),
    meta: { done: DONE.delete, failed: FAILED.delete },
    onSuccess: () => Promise.all(RELOAD.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });

  if (!user) return null;
  const viewer = { accountID: user.accountID, group: user.group, clinicIDs: user.clinicIDs };
  const writable = managesStaff(viewer.group);

  const setParams = (next: StaffParams) => {
    paging.setPage(1);
    setSearchParams(staffSearchParams(next), { replace: true });
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
  if (writable) {
    columns.push({
      title: 'Actions',
      key: 'action',
      render: (_, row) => {
        const allowed = rowActions(viewer, row);
        return (
          <Space size={4} wrap>
            {allowed.edit && (
              <Button size="small" onClick={() => manage.edit(row)}>
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
    <ManageListPage<StaffMember>
      title="Manage Staff"
      rowKey="accountID"
      filters={
        <CentreTreeSelect
          clinics={clinics.data ?? []}
          value={params.centres}
          onChange={(centres) => setParams({ ...params, centres })}
        />
      }
      search={{
        placeholder: 'Name, designation, email or phone',
        label: 'Search staff',
        width: 380,
        value: params.search,
        onSearch: (search) => setParams({ ...params, search }),
      }}
      addLabel="Add Staff"
      writable={writable}
      onAdd={manage.add}
      columns={columns}
      list={list}
      paging={paging}
      showTotal={(total) => `${total} staff`}
    >
      <StaffFormModal
        open={manage.open}
        member={manage.editing ?? null}
        viewer={viewer}
        clinics={clinics.data ?? []}
        onClose={manage.close}
        onSave={({ password, ...input }) => {
          const editing = manage.editing;
          if (editing) {
            update(
              { ...input, accountID: editing.accountID, updatedOn: editing.updatedOn ?? '' },
              manage.close,
            );
          } else {
            create({ ...input, password: password ?? '' }, manage.close);
          }
        }}
      />
      <ResetPasswordModal
        member={resetting}
        onClose={() => setResetting(null)}
        onSave={(member, password) => reset({ member, password }, () => setResetting(null))}
      />
      <DeleteStaffModal
        member={deleting}
        onClose={() => setDeleting(null)}
        onDelete={async (member, deleteLogin) => {
          await remove.mutateAsync({ member, deleteLogin }).then(
            () => {
              setDeleting(null);
              paging.setPage(1); // spec: after a delete the table returns to page 1
            },
            () => undefined, // told by the toast; the dialog stays open to try again
          );
        }}
      />
    </ManageListPage>
  );
}
