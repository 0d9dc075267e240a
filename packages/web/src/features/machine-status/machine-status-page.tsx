import { DownloadOutlined } from '@ant-design/icons';
import type { MachineStatusAction } from '@dialysis/domain';
import { App, Button, Empty, Flex } from 'antd';
import { useMemo, useState } from 'react';
import { errorText, isUnauthenticated } from '../../api/errors.ts';
import { request } from '../../api/graphql.ts';
import { useConfirmedMutation } from '../../components/use-confirmed-mutation.ts';
import {
  type CentreFilterValue,
  CentreTreeSelect,
  centreIdsOf,
} from '../../shared/centres/centre-tree-select.tsx';
import { activeClinics, useClinics } from '../../shared/centres/clinics.ts';
import { manageKeys } from '../../shared/manage-kit/keys.ts';
import { DONE, FAILED, StatCard } from '../../shared/manage-kit/kit.tsx';
import { ManageListPage } from '../../shared/manage-kit/manage-list-page.tsx';
import { usePaging } from '../../shared/manage-kit/use-manage-list.ts';
import { useAuth } from '../../shared/session/auth-context.tsx';
import { dashboardKeys } from '../dashboard/index.ts';
import { AddStatusModal } from './add-status-modal.tsx';
import { canWriteAudits, machineStatusFilter, reportBlob } from './model.ts';
import {
  CREATE,
  type CreateInput,
  type MachineStatusItem,
  REPORT,
  UPDATE,
  type UpdateInput,
  useMachineStatusList,
} from './queries.ts';
import { SignModal } from './sign-modal.tsx';
import { StatusGroups } from './status-groups.tsx';
import { UpdateStatusModal } from './update-status-modal.tsx';

// An expired audit takes machines and seats out of use: the dashboard's seat count changes with it.
const RELOAD = [manageKeys.all, dashboardKeys.all];

/** Saves the report the browser received as a file. */
function saveFile(fileName: string, csv: string) {
  const url = URL.createObjectURL(reportBlob(csv));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Machine Status (spec 002): stats cards (total machines, action needed), centre filter, search by test case,
 * items grouped by test case, Add Status, Update Status and Approve Maintenance (Sign), Download Report.
 */
export function MachineStatusPage() {
  const { user } = useAuth();
  const { message } = App.useApp();
  const clinics = useClinics();
  const [centres, setCentres] = useState<CentreFilterValue>('ALL');
  const paging = usePaging();
  const filter = useMemo(
    () => machineStatusFilter(centreIdsOf(centres), paging.search),
    [centres, paging.search],
  );
  const list = useMachineStatusList(filter, paging.pagination);
  const create = useConfirmedMutation({
    mutationFn: (create: CreateInput) => request(CREATE, { create }),
    meta: { done: DONE.create, failed: FAILED.create },
    invalidates: RELOAD,
  });
  const saveUpdate = useConfirmedMutation({
    mutationFn: (variables: { update: UpdateInput; state: MachineStatusAction }) =>
      request(UPDATE, variables),
    meta: { done: DONE.update, failed: FAILED.update },
    invalidates: RELOAD,
  });
  const [adding, setAdding] = useState(false);
  // Each opening gets a fresh form (a new key): nothing typed for another item is carried over.
  const [addKey, setAddKey] = useState(0);
  const [updating, setUpdating] = useState<MachineStatusItem | null>(null);
  const [signing, setSigning] = useState<MachineStatusItem | null>(null);
  const [downloading, setDownloading] = useState(false);

  const todayOf = (item: MachineStatusItem | null) =>
    clinics.data?.find((c) => c.id === item?.machineClinicID)?.today ?? '';

  const onCreate = (input: CreateInput) => create(input, () => setAdding(false));

  const onUpdate =
    (state: MachineStatusAction, close: () => void) => (_item: MachineStatusItem, update: UpdateInput) =>
      saveUpdate({ update, state }, close);

  const onAction = (item: MachineStatusItem) =>
    item.status === 'PENDING_SIGNATURE' ? setSigning(item) : setUpdating(item);

  const onDownload = async () => {
    setDownloading(true);
    try {
      const { downloadMachineStatusReport: report } = await request(REPORT, { filter });
      saveFile(report.fileName, report.csv);
    } catch (error) {
      if (!isUnauthenticated(error)) message.error(errorText(error, FAILED.list));
    } finally {
      setDownloading(false);
    }
  };

  const data = list.data;
  const groups = data?.groupByName ?? [];
  return (
    <ManageListPage
      title="Machine Status"
      filters={
        <CentreTreeSelect
          clinics={clinics.data ?? []}
          value={centres}
          onChange={(value) => {
            setCentres(value);
            paging.setPage(1);
          }}
        />
      }
      search={{ placeholder: 'Search by test case', label: 'Search by test case', width: 360 }}
      actions={
        <Button icon={<DownloadOutlined />} loading={downloading} onClick={onDownload}>
          Download Report
        </Button>
      }
      addLabel="Add Status"
      writable={canWriteAudits(user?.group)}
      onAdd={() => {
        setAddKey((k) => k + 1);
        setAdding(true);
      }}
      above={
        <Flex gap={16} wrap>
          <StatCard title="Total Machines" value={data?.machineCount ?? 0} />
          <StatCard
            title="Action Needed"
            value={data?.actionNeededCount ?? 0}
            tone={data?.actionNeededCount ? 'bad' : undefined}
          />
        </Flex>
      }
      body={
        groups.length === 0 ? (
          <Empty description={list.isError ? errorText(list.error, FAILED.list) : 'No records found.'} />
        ) : (
          <StatusGroups groups={groups} group={user?.group} onAction={onAction} />
        )
      }
      list={list}
      paging={paging}
      showTotal={(total) => `${total} items`}
    >
      <AddStatusModal
        key={addKey}
        open={adding}
        clinics={activeClinics(clinics.data)}
        testCases={groups.map((g) => g.name)}
        onSubmit={onCreate}
        onCancel={() => setAdding(false)}
      />
      <UpdateStatusModal
        key={updating?.id ?? 'closed'}
        item={updating}
        today={todayOf(updating)}
        onSubmit={onUpdate(updating?.status === 'SCHEDULED' ? 'PASS_AUDIT' : 'SCHEDULE', () =>
          setUpdating(null),
        )}
        onCancel={() => setUpdating(null)}
      />
      <SignModal
        key={signing?.id ?? 'closed'}
        item={signing}
        today={todayOf(signing)}
        onSubmit={onUpdate('APPROVE', () => setSigning(null))}
        onCancel={() => setSigning(null)}
      />
    </ManageListPage>
  );
}
