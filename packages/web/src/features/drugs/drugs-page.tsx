import { MANAGE_MESSAGES, TEXT_LIMITS } from '@dialysis/domain';
import { Button, Flex, Form, Input, Modal, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api/errors.ts';
import { request } from '../../api/graphql.ts';
import { useAuth } from '../../app/auth/auth-context.tsx';
import { DONE, FAILED, ManageHeader, MODAL_WIDTH, PAGE_SIZES, showDate } from '../manage-home/kit.tsx';
import { canWrite } from '../manage-home/permissions.ts';
import { useConfirmedWrite, useListFailure, usePaging } from '../manage-home/use-manage-list.ts';
import { CREATE_DRUG, DELETE_DRUG, type Drug, useDrugs } from './queries.ts';

type Values = { name: string; purpose?: string; manufacturer?: string };

/** Manage Drugs (spec 002): search, Add Drug, Delete. */
export function DrugsPage() {
  const { user } = useAuth();
  const paging = usePaging();
  const list = useDrugs(paging.search, paging.pagination);
  useListFailure(list);
  const write = useConfirmedWrite();
  const [adding, setAdding] = useState(false);
  const [form] = Form.useForm<Values>();
  const writable = canWrite('drug', user?.group);

  const onAdd = (v: Values) => {
    const create = {
      name: v.name.trim(),
      purpose: v.purpose?.trim() || null,
      manufacturer: v.manufacturer?.trim() || null,
    };
    write(
      () => request(CREATE_DRUG, { create }),
      { done: DONE.create, failed: FAILED.create },
      () => setAdding(false),
    );
  };

  // Spec 002 section 8: a drug delete that fails says 'Unable to update record'.
  const onDelete = (row: Drug) =>
    write(
      () => request(DELETE_DRUG, { update: { id: row.id, deleted: 1 } }),
      { done: DONE.delete, failed: FAILED.update },
      () => {
        if (list.data?.result.length === 1 && paging.page > 1) paging.setPage(paging.page - 1);
      },
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
              <Button size="small" danger onClick={() => onDelete(row)}>
                Delete
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={16}>
      <ManageHeader title="Manage Drugs">
        <Input.Search
          placeholder="Search by name, purpose or manufacturer"
          aria-label="Search drugs"
          allowClear
          enterButton="Search"
          onSearch={paging.setSearch}
          style={{ maxWidth: 420 }}
        />
        {writable && (
          <Button type="primary" onClick={() => setAdding(true)} style={{ marginLeft: 'auto' }}>
            Add Drug
          </Button>
        )}
      </ManageHeader>
      <Table<Drug>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.result ?? []}
        loading={list.isPending || list.isPlaceholderData}
        locale={list.isError ? { emptyText: errorText(list.error, FAILED.list) } : undefined}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: list.data?.count ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          onChange: paging.onChange,
        }}
        scroll={{ x: 'max-content' }}
      />
      <Modal
        open={adding}
        title="Add Drug"
        width={MODAL_WIDTH}
        okText="Save"
        onOk={() => form.validateFields().then(onAdd, () => undefined)}
        onCancel={() => setAdding(false)}
        destroyOnHidden
      >
        <Form form={form} clearOnDestroy layout="vertical" name="drug">
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
        </Form>
      </Modal>
    </Flex>
  );
}
