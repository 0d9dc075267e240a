import { MANAGE_MESSAGES, TEXT_LIMITS } from '@dialysis/domain';
import { Form, Input, type TableColumnsType } from 'antd';
import type { CreateHospitalReasonInput, UpdateHospitalReasonInput } from '../../api/generated/graphql.ts';
import { request } from '../../api/graphql.ts';
import { useConfirmedMutation } from '../../components/use-confirmed-mutation.ts';
import { FormModal } from '../../shared/manage-kit/form-modal.tsx';
import { manageKeys } from '../../shared/manage-kit/keys.ts';
import { DONE, FAILED, showDate } from '../../shared/manage-kit/kit.tsx';
import { ManageListPage, RowActions } from '../../shared/manage-kit/manage-list-page.tsx';
import { useManageList } from '../../shared/manage-kit/use-manage-list.ts';
import { hospitalReasonOptionKeys } from '../../shared/patient-panels/keys.ts';
import { useCan } from '../../shared/session/use-can.ts';
import {
  CREATE_HOSPITAL_REASON,
  DELETE_HOSPITAL_REASON,
  type HospitalReason,
  UPDATE_HOSPITAL_REASON,
  useHospitalReasons,
} from './queries.ts';

type Values = { hospDetail: string };

// A change of the list changes the Hospital Entry form's Reason choices too.
const RELOAD = [manageKeys.all, hospitalReasonOptionKeys.all];

/**
 * Manage Hospital Reasons (the fixed list listHospitalReason of spec 000, kept like drugs and symptoms): Date
 * Added, Reason, Action; search by reason; Add, Edit (on the version read) and Delete for Nurse Managers and
 * Medical Directors.
 */
export function HospitalReasonsPage() {
  const manage = useManageList<HospitalReason>();
  const { editing } = manage;
  const list = useHospitalReasons(manage.paging.search, manage.paging.pagination);
  const [form] = Form.useForm<Values>();
  const writable = useCan('hospitalReason:write');
  const create = useConfirmedMutation({
    mutationFn: (create: CreateHospitalReasonInput) => request(CREATE_HOSPITAL_REASON, { create }),
    meta: { done: DONE.create, failed: FAILED.create, form },
    invalidates: RELOAD,
  });
  const update = useConfirmedMutation({
    mutationFn: (update: UpdateHospitalReasonInput) => request(UPDATE_HOSPITAL_REASON, { update }),
    meta: { done: DONE.update, failed: FAILED.update, form },
    invalidates: RELOAD,
    reloadOnFailure: true,
  });
  const remove = useConfirmedMutation({
    mutationFn: (row: HospitalReason) =>
      request(DELETE_HOSPITAL_REASON, { update: { id: row.id, deleted: 1, updatedOn: row.updatedOn } }),
    meta: { done: DONE.delete, failed: FAILED.delete },
    invalidates: RELOAD,
    reloadOnFailure: true,
  });

  const onSave = (v: Values) => {
    const hospDetail = v.hospDetail.trim();
    if (editing) update({ id: editing.id, hospDetail, updatedOn: editing.updatedOn }, manage.close);
    else create({ hospDetail }, manage.close);
  };

  const columns: TableColumnsType<HospitalReason> = [
    {
      title: 'Date Added',
      dataIndex: 'createdOn',
      key: 'createdOn',
      render: (value: string) => showDate(value),
    },
    { title: 'Reason', dataIndex: 'hospDetail', key: 'hospDetail' },
    ...(writable
      ? [
          {
            title: 'Action',
            key: 'action',
            render: (_: unknown, row: HospitalReason) => (
              <RowActions
                onEdit={() => manage.edit(row)}
                onDelete={() => remove(row, () => manage.afterDelete(list.data?.result.length))}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <ManageListPage<HospitalReason>
      title="Manage Hospital Reasons"
      search={{ placeholder: 'Search by reason', label: 'Search hospital reasons', width: 360 }}
      addLabel="Add Hospital Reason"
      writable={writable}
      onAdd={manage.add}
      columns={columns}
      list={list}
      paging={manage.paging}
    >
      <FormModal
        open={manage.open}
        title={editing ? 'Edit Hospital Reason' : 'Add Hospital Reason'}
        form={form}
        name="hospital-reason"
        initialValues={editing ? { hospDetail: editing.hospDetail } : {}}
        onSave={onSave}
        onCancel={manage.close}
      >
        <Form.Item
          name="hospDetail"
          label="Reason"
          rules={[{ required: true, whitespace: true, message: MANAGE_MESSAGES.required }]}
        >
          <Input maxLength={TEXT_LIMITS.line} showCount />
        </Form.Item>
      </FormModal>
    </ManageListPage>
  );
}
