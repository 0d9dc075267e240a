import {
  DATE_FORMAT,
  PATIENT_RECORD_MESSAGES as M,
  PATIENT_RECORD_PAGE_SIZES,
  TEXT_LIMITS,
} from '@dialysis/domain';
import { Button, Card, Form, Input, Modal, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorText } from '../../api/errors.ts';
import { request } from '../../api/graphql.ts';
import { DatePicker } from '../../components/date-picker.tsx';
import { instantOf, showDay } from '../../lib/clock.ts';
import { isFutureDay } from '../../lib/not-future.ts';
import { CREATE_MILESTONE, type MedicalMilestone, useMilestones } from './record-queries.ts';
import { useListFailureToast, useRecordMutation } from './use-record-write.ts';

type Values = { date: Dayjs; milestone: string; note?: string };

const SIZE = PATIENT_RECORD_PAGE_SIZES.medicalMilestone;

/** Medical Milestone (spec 001 section 2): newest first, 20 per page; Add with date, milestone and note. */
export function MedicalMilestonePanel({ patientID }: { patientID: number }) {
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [form] = Form.useForm<Values>();
  const list = useMilestones(patientID, page, SIZE);
  useListFailureToast(list, M.retrieveMilestone);

  const saveMutation = useRecordMutation(patientID, {
    mutationFn: (v: Values) =>
      request(CREATE_MILESTONE, {
        create: {
          patientID,
          // The picked day, as the start of that day on the centre's clock (the day the list shows).
          timestamp: instantOf(v.date.startOf('day')) ?? v.date.startOf('day').toISOString(),
          milestone: v.milestone.trim(),
          note: v.note?.trim() || null,
        },
      }),
    meta: { done: M.created, failed: M.createFailed },
  });
  const save = (v: Values) => saveMutation(v, () => setAdding(false));

  return (
    <Card
      title="Medical Milestone"
      extra={
        <Button type="primary" onClick={() => setAdding(true)}>
          Add Milestone
        </Button>
      }
    >
      <Table<MedicalMilestone>
        rowKey="id"
        size="small"
        dataSource={list.data?.result ?? []}
        loading={list.isPending || list.isPlaceholderData}
        locale={list.isError ? { emptyText: errorText(list.error, M.retrieveMilestone) } : undefined}
        columns={[
          {
            title: 'Date',
            dataIndex: 'timestamp',
            key: 'timestamp',
            render: (value: string) => showDay(value),
          },
          { title: 'Milestone', dataIndex: 'milestone', key: 'milestone' },
          { title: 'Note', dataIndex: 'note', key: 'note' },
        ]}
        pagination={{
          current: page,
          pageSize: SIZE,
          total: list.data?.count ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
      <Modal
        open={adding}
        title="Add Milestone"
        width={600}
        okText="Save"
        onOk={() => form.validateFields().then(save, () => undefined)}
        onCancel={() => setAdding(false)}
        destroyOnHidden
      >
        <Form form={form} clearOnDestroy layout="vertical" name="addMilestone">
          <Form.Item name="date" label="Date" rules={[{ required: true, message: M.required }]}>
            <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} disabledDate={isFutureDay} />
          </Form.Item>
          <Form.Item
            name="milestone"
            label="Milestone"
            rules={[{ required: true, whitespace: true, message: M.required }]}
          >
            <Input maxLength={TEXT_LIMITS.line} showCount />
          </Form.Item>
          <Form.Item name="note" label="Note">
            <Input.TextArea rows={3} maxLength={TEXT_LIMITS.multiline} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
