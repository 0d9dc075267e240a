import { MANAGE_MESSAGES, TEXT_LIMITS } from '@dialysis/domain';
import { Form, Input, type TableColumnsType } from 'antd';
import type { CreateDrugInput } from '../../api/generated/graphql.ts';
import { request } from '../../api/graphql.ts';
import { useConfirmedMutation } from '../../components/use-confirmed-mutation.ts';
import { FormModal } from '../../shared/manage-kit/form-modal.tsx';
import { manageKeys } from '../../shared/manage-kit/keys.ts';
import { DONE, FAILED, showDate } from '../../shared/manage-kit/kit.tsx';
import { ManageListPage, RowActions } from '../../shared/manage-kit/manage-list-page.tsx';
import { useManageList } from '../../shared/manage-kit/use-manage-list.ts';
import { useCan } from '../../shared/session/use-can.ts';
import { CREATE_DRUG, DELETE_DRUG, type Drug, useDrugs } from './queries.ts';

type Values = { name: string; purpose?: string; manufacturer?: string };

const RELOAD = [manageKeys.all];

/** Manage Drugs (spec 002): search, Add Drug, Delete. */
export function DrugsPage() {
  const manage = useManageList<Drug>();
  const list = useDrugs(manage.paging.search, manage.paging.pagination);
  const [form] = Form.useForm<Values>();
  const writable = useCan('drug:write');
  const create = useConfirmedMutation({
    mutationFn: (create: CreateDrugInput) => request(CREATE_DRUG, { create }),
    meta: { done: DONE.create, failed: FAILED.create },
    invalidates: RELOAD,
  });
  // Spec 002 section 8: a drug delete that fails says 'Unable to update record'.
  const remove = useConfirmedMutation({
    mutationFn: (row: Drug) =>
      request(DELETE_DRUG, { update: { id: row.id, deleted: 1, updatedOn: row.updatedOn } }),
    meta: { done: DONE.delete, failed: FAILED.update },
    invalidates: RELOAD,
  });

  const onAdd = (v: Values) =>
    create(
      {
        name: v.name.trim(),
        purpose: v.purpose?.trim() || null,
        manufacturer: v.manufacturer?.trim() || null,
      },
      manage.close,
    );

  const columns: TableColumnsType<Drug> = [
    {
      title: 'Date Added',
      dataIndex: 'createdOn',
      key: 'createdOn',
      render: (value: string) => showDate(value),
    },
    { title: 'Name', dataIndex: 'name', key: 'name' },
    { title: 'Purpose', dataIndex: 'purpose', key: 'purpose' },
    { title: 'Manufacturer', dataIndex: 'manufacturer', key: 'manufacturer' },
    ...(writable
      ? [
          {
            title: 'Action',
            key: 'action',
            render: (_: unknown, row: Drug) => (
              <RowActions onDelete={() => remove(row, () => manage.afterDelete(list.data?.result.length))} />
            ),
          },
        ]
      : []),
  ];

  return (
    <ManageListPage<Drug>
      title="Manage Drugs"
      search={{ placeholder: 'Search by name, purpose or manufacturer', label: 'Search drugs', width: 420 }}
      addLabel="Add Drug"
      writable={writable}
      onAdd={manage.add}
      columns={columns}
      list={list}
      paging={manage.paging}
    >
      <FormModal
        open={manage.open}
        title="Add Drug"
        form={form}
        name="drug"
        onSave={onAdd}
        onCancel={manage.close}
      >
        <Form.Item
          name="name"
          label="Name"
          rules={[{ required: true, whitespace: true, message: MANAGE_MESSAGES.required }]}
        >
          <Input maxLength={TEXT_LIMITS.line} showCount />
        </Form.Item>
        <Form.Item name="purpose" label="Purpose">
          <Input maxLength={TEXT_LIMITS.line} showCount />
        </Form.Item>
        <Form.Item name="manufacturer" label="Manufacturer">
          <Input maxLength={TEXT_LIMITS.line} showCount />
        </Form.Item>
      </FormModal>
    </ManageListPage>
  );
}
