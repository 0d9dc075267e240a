import { Button, Flex, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { request } from '../../api/graphql.ts';
import { Result } from '../../components/result.tsx';
import { useConfirmedMutation } from '../../components/use-confirmed-mutation.ts';
import {
  type CentreFilterValue,
  CentreTreeSelect,
  centreIdsOf,
} from '../../shared/centres/centre-tree-select.tsx';
import { useClinics } from '../../shared/centres/clinics.ts';
import { DONE, FAILED } from '../../shared/manage-kit/kit.tsx';
import { ManageListPage } from '../../shared/manage-kit/manage-list-page.tsx';
import { useManageList } from '../../shared/manage-kit/use-manage-list.ts';
import { useCan } from '../../shared/session/use-can.ts';
import { AddCertificationModal } from './add-certification-modal.tsx';
import { certificationKeys } from './keys.ts';
import { StatCard, StatusTag, showDate } from './parts.tsx';
import { type Certification, CREATE, DELETE, UPDATE, useCertifications } from './queries.ts';
import { UpdateStatusModal } from './update-status-modal.tsx';

const RELOAD = [certificationKeys.all];

/**
 * Manage Certifications (spec 002): stats, centre tree and staff name filters, EXPIRED first. Doctors read;
 * Nurse Managers and Medical Directors also add, update and delete (the server enforces the same).
 */
export function ManageCertificationsPage() {
  const canRead = useCan('certification:list');
  if (!canRead) return <Result status="403" title="You are not allowed to do this." />;
  return <CertificationsScreen />;
}

function CertificationsScreen() {
  const clinics = useClinics();
  const [centres, setCentres] = useState<CentreFilterValue>('ALL');
  // The add dialog is the kit's (null: adding); Update Status is a dialog of its own, for one row.
  const manage = useManageList<never>();
  const { paging } = manage;
  const [updating, setUpdating] = useState<Certification | null>(null);
  const canWrite = useCan('certification:write');

  const filter = {
    clinicIDs: centreIdsOf(centres),
    staffName: paging.search ? { contains: paging.search } : undefined,
  };
  const list = useCertifications(filter, paging.page, paging.pageSize);
  const create = useConfirmedMutation({
    mutationFn: (input: { accountID: string; name: string; expiry: string }) =>
      request(CREATE, { create: input }),
    meta: { done: DONE.create, failed: FAILED.create },
    invalidates: RELOAD,
  });
  const update = useConfirmedMutation({
    mutationFn: ({ row, expiry }: { row: Certification; expiry: string }) =>
      request(UPDATE, { update: { id: row.id, expiry, updatedOn: row.updatedOn } }),
    meta: { done: DONE.update, failed: FAILED.update },
    invalidates: RELOAD,
  });
  const remove = useConfirmedMutation({
    mutationFn: (row: Certification) => request(DELETE, { id: row.id }),
    meta: { done: DONE.delete, failed: FAILED.delete },
    invalidates: RELOAD,
  });

  const columns: TableColumnsType<Certification> = [
    { title: 'Staff Name', dataIndex: 'staffName', key: 'staffName' },
    { title: 'Certification Name', dataIndex: 'name', key: 'name' },
    { title: 'Status', key: 'status', render: (_, row) => <StatusTag status={row.status} /> },
    { title: 'Expiry Date', key: 'expiry', render: (_, row) => showDate(row.expiry) },
  ];
  if (canWrite) {
    columns.push({
      title: 'Actions',
      key: 'action',
      // A row whose holder the user may not change (a Medical Director, staff who also work elsewhere) has no
      // actions: the server would refuse them (the list says so per row, from the staff record's rules).
      render: (_, row) =>
        row.changeable === false ? null : (
          <Space size={4}>
            <Button size="small" onClick={() => setUpdating(row)}>
              Update Status
            </Button>
            <Button
              size="small"
              danger
              onClick={() => remove(row, () => manage.afterDelete(list.data?.result.length))}
            >
              Delete
            </Button>
          </Space>
        ),
    });
  }

  return (
    <ManageListPage<Certification>
      title="Manage Certifications"
      filters={
        <CentreTreeSelect
          clinics={clinics.data ?? []}
          value={centres}
          onChange={(next) => {
            paging.setPage(1);
            setCentres(next);
          }}
        />
      }
      search={{ placeholder: 'Staff name', label: 'Search staff name', width: 320 }}
      addLabel="Add Certification"
      writable={canWrite}
      onAdd={manage.add}
      above={
        <Flex gap={16} wrap>
          <StatCard title="Total Certifications" value={list.data?.count ?? 0} />
          <StatCard title="Expired Certifications" value={list.data?.expiredCount ?? 0} danger />
        </Flex>
      }
      columns={columns}
      list={list}
      paging={paging}
    >
      <AddCertificationModal
        open={manage.open}
        onClose={manage.close}
        onSave={(input) => create(input, manage.close)}
      />
      <UpdateStatusModal
        certification={updating}
        onClose={() => setUpdating(null)}
        onSave={(row, expiry) => update({ row, expiry }, () => setUpdating(null))}
      />
    </ManageListPage>
  );
}
