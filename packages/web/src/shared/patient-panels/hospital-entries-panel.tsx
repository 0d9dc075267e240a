import { PlusOutlined } from '@ant-design/icons';
import { HOSPITAL_ENTRIES_PAGE_SIZE } from '@dialysis/domain';
import { Button, Card, Descriptions, Modal, Table } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api/errors.ts';
import { request } from '../../api/graphql.ts';
import { useConfirmedMutation } from '../../components/use-confirmed-mutation.ts';
import { useCentre } from '../session/guards.tsx';
import { when } from './clinical-notes-panel.tsx';
import {
  CREATE_HOSPITAL_SUMMARY,
  type HospitalSummary,
  hospitalSummaryKey,
  useHospitalSummaries,
} from './clinical-notes-queries.ts';
import { HospitalEntryAddModal } from './hospital-entries-add-modal.tsx';

function EntryDetail({ entry, onClose }: { entry: HospitalSummary | null; onClose: () => void }) {
  return (
    <Modal
      open={entry !== null}
      title="Hospital Entry"
      width={600}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {entry && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="Admission Date">{when(entry.admitTimestamp)}</Descriptions.Item>
          <Descriptions.Item label="Discharge Date">{when(entry.leaveTimestamp)}</Descriptions.Item>
          <Descriptions.Item label="No. of Days">{entry.noOfDays}</Descriptions.Item>
          <Descriptions.Item label="Location">{entry.location}</Descriptions.Item>
          <Descriptions.Item label="Hospital">{entry.hospitalMain}</Descriptions.Item>
          <Descriptions.Item label="Reason">{entry.hospitalReason}</Descriptions.Item>
          <Descriptions.Item label="Assessment">{entry.assessment}</Descriptions.Item>
          <Descriptions.Item label="Author">{entry.staffName}</Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}

/** What the Add Hospital Entry dialog hands over. */
type EntryInput = Parameters<Parameters<typeof HospitalEntryAddModal>[0]['onSubmit']>[0];

/**
 * Hospital Entries panel (spec 001 section 2): type HOSPITAL, newest admission first, 5 per page without a
 * page-size changer; Add modal (saved after 'Are you sure?') and a detail modal. The entry is recorded in
 * the selected centre.
 */
export function HospitalEntriesPanel({ patientID }: { patientID: number }) {
  const centre = useCentre();
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<HospitalSummary | null>(null);
  const list = useHospitalSummaries(patientID, 'hospital', page, HOSPITAL_ENTRIES_PAGE_SIZE);

  const create = useConfirmedMutation({
    mutationFn: (input: EntryInput) =>
      request(CREATE_HOSPITAL_SUMMARY, { create: { ...input, patientID, clinicID: centre.id } }),
    meta: { done: 'Created successfully', failed: 'Unable to create new Hospital Entries' },
    invalidates: [hospitalSummaryKey(patientID)],
  });
  const save = (input: EntryInput) =>
    create(input, () => {
      setAdding(false);
      setPage(1);
    });

  return (
    <Card
      id="hospitalentries"
      data-testid="hospital-entries-panel"
      title="Hospital Entries"
      extra={
        <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          Add
        </Button>
      }
    >
      <Table<HospitalSummary>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.result ?? []}
        locale={
          list.isError
            ? { emptyText: errorText(list.error, 'Unable to retrieve Hospital Entries') }
            : undefined
        }
        pagination={{
          current: page,
          pageSize: HOSPITAL_ENTRIES_PAGE_SIZE,
          total: list.data?.count ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          { title: 'Admission', dataIndex: 'admitTimestamp', width: 150, render: when },
          { title: 'Discharge', dataIndex: 'leaveTimestamp', width: 150, render: when },
          { title: 'Days', dataIndex: 'noOfDays', width: 60 },
          { title: 'Location', dataIndex: 'location', ellipsis: true },
          { title: 'Reason', dataIndex: 'hospitalReason', ellipsis: true },
          {
            title: 'Action',
            key: 'action',
            width: 80,
            render: (_, entry) => (
              <Button type="link" size="small" onClick={() => setViewing(entry)}>
                View
              </Button>
            ),
          },
        ]}
      />
      <HospitalEntryAddModal
        open={adding}
        timeZone={centre.timezone}
        onSubmit={save}
        onCancel={() => setAdding(false)}
      />
      <EntryDetail entry={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
