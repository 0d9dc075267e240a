import { MANAGE_MESSAGES, TEXT_LIMITS } from '@dialysis/domain';
import { Button, Flex, Form, Input, Modal, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api/errors.ts';
import { request } from '../../api/graphql.ts';
import { useAuth } from '../../app/auth/auth-context.tsx';
import { DONE, FAILED, ManageHeader, MODAL_WIDTH, PAGE_SIZES, showDate } from '../manage-home/kit.tsx';
import { canWrite } from '../manage-home/permissions.ts';
import { useConfirmedWrite, useListFailure, usePaging } from '../manage-home/use-manage-list.ts';
import { CREATE_SYMPTOM, DELETE_SYMPTOM, type Symptom, useSymptoms } from './queries.ts';

type Values = { name: string; class?: string };

/** Manage Symptoms (spec 002): Date Added, Symptoms, Class, Action; search by symptom or class; by name. */
export function SymptomsPage() {
  const { user } = useAuth();
  const paging = usePaging();
  const list = useSymptoms(paging.search, paging.pagination);
  useListFailure(list);
  const write = useConfirmedWrite();
  const [adding, setAdding] = useState(false);
  const [form] = Form.useForm<Values>();
  const writable = canWrite('symptom', user?.group);

  const onAdd = (v: Values) => {
    const create = { name: v.name.trim(), class: v.class?.trim() || null };
    write(
      () => request(CREATE_SYMPTOM, { create }),
      { done: DONE.create, failed: FAILED.create },
      () => setAdding(false),
    );
  };

  const onDelete = (row: Symptom) =>
    write(
      () => request(DELETE_SYMPTOM, { update: { id: row.id, deleted: 1 } }),
      { done: DONE.delete, failed: FAILED.delete },
      () => {
        if (list.data?.result.length === 1 && paging.page > 1) paging.setPage(paging.page - 1);
      },
    );

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
          <Button size="small" danger onClick={() => onDelete(row)}>
            Delete
          </Button>
        ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <ManageHeader title="Manage Symptoms">
        <Input.Search
          placeholder="Search by symptom or class"
          aria-label="Search symptoms"
          allowClear
          enterButton="Search"
          onSearch={paging.setSearch}
          style={{ maxWidth: 360 }}
        />
        {writable && (
          <Button type="primary" onClick={() => setAdding(true)} style={{ marginLeft: 'auto' }}>
            Add Symptom
          </Button>
        )}
      </ManageHeader>
      <Table<Symptom>
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
        title="Add Symptom"
        width={MODAL_WIDTH}
        okText="Save"
        onOk={() => form.validateFields().then(onAdd, () => undefined)}
        onCancel={() => setAdding(false)}
        destroyOnHidden
      >
        <Form form={form} clearOnDestroy layout="vertical" name="symptom">
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
        </Form>
      </Modal>
    </Flex>
  );
}
