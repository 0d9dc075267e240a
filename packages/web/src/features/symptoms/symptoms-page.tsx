import { MANAGE_MESSAGES, TEXT_LIMITS } from '@dialysis/domain';
import { Form, Input, type TableColumnsType } from 'antd';
import type { CreateSymptomInput } from '../../api/generated/graphql.ts';
import { request } from '../../api/graphql.ts';
import { useConfirmedMutation } from '../../components/use-confirmed-mutation.ts';
import { FormModal } from '../../shared/manage-kit/form-modal.tsx';
import { manageKeys } from '../../shared/manage-kit/keys.ts';
import { DONE, FAILED, showDate } from '../../shared/manage-kit/kit.tsx';
import { ManageListPage, RowActions } from '../../shared/manage-kit/manage-list-page.tsx';
import { useManageList } from '../../shared/manage-kit/use-manage-list.ts';
import { useCan } from '../../shared/session/use-can.ts';
import { CREATE_SYMPTOM, DELETE_SYMPTOM, type Symptom, useSymptoms } from './queries.ts';

type Values = { name: string; class?: string };

const RELOAD = [manageKeys.all];

/** Manage Symptoms (spec 002): Date Added, Symptoms, Class, Action; search by symptom or class; by name. */
export function SymptomsPage() {
  const manage = useManageList<Symptom>();
  const list = useSymptoms(manage.paging.search, manage.paging.pagination);
  const [form] = Form.useForm<Values>();
  const writable = useCan('symptom:write');
  const create = useConfirmedMutation({
    mutationFn: (create: CreateSymptomInput) => request(CREATE_SYMPTOM, { create }),
    meta: { done: DONE.create, failed: FAILED.create },
    invalidates: RELOAD,
  });
  const remove = useConfirmedMutation({
    mutationFn: (row: Symptom) =>
      request(DELETE_SYMPTOM, { update: { id: row.id, deleted: 1, updatedOn: row.updatedOn } }),
    meta: { done: DONE.delete, failed: FAILED.delete },
    invalidates: RELOAD,
  });

  const onAdd = (v: Values) => create({ name: v.name.trim(), class: v.class?.trim() || null }, manage.close);

  const columns: TableColumnsType<Symptom> = [
    {
      title: 'Date Added',
      dataIndex: 'createdOn',
      key: 'createdOn',
      render: (value: string) => showDate(value),
    },
    { title: 'Symptoms', dataIndex: 'name', key: 'name' },
    { title: 'Class', dataIndex: 'class', key: 'class' },
    {
      title: 'Action',
      key: 'action',
      render: (_, row) =>
        writable && (
          <RowActions onDelete={() => remove(row, () => manage.afterDelete(list.data?.result.length))} />
        ),
    },
  ];

  return (
    <ManageListPage<Symptom>
      title="Manage Symptoms"
      search={{ placeholder: 'Search by symptom or class', label: 'Search symptoms', width: 360 }}
      addLabel="Add Symptom"
      writable={writable}
      onAdd={manage.add}
      columns={columns}
      list={list}
      paging={manage.paging}
    >
      <FormModal
        open={manage.open}
        title="Add Symptom"
        form={form}
        name="symptom"
        onSave={onAdd}
        onCancel={manage.close}
      >
        <Form.Item
          name="name"
          label="Symptom"
          rules={[{ required: true, whitespace: true, message: MANAGE_MESSAGES.required }]}
        >
          <Input maxLength={TEXT_LIMITS.line} showCount />
        </Form.Item>
        <Form.Item name="class" label="Class">
          <Input maxLength={TEXT_LIMITS.line} showCount />
        </Form.Item>
      </FormModal>
    </ManageListPage>
  );
}
