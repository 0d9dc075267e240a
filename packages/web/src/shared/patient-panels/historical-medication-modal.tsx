import { PATIENT_RECORD_MESSAGES as M, PATIENT_RECORD_PAGE_SIZES } from '@dialysis/domain';
import { Modal, Table } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api/errors.ts';
import { showDay as showDayOf } from '../../lib/clock.ts';
import { type Medication, useMedication } from './record-queries.ts';
import { useListFailureToast } from './use-record-write.ts';

/** A table cell's day (one argument: antd passes the row as a second). */
export const showDay = (value: string | null) => showDayOf(value);

const SIZE = PATIENT_RECORD_PAGE_SIZES.historicalMedication;

/** See Historical (spec 001 section 2): stopped medication, latest end first, 20 per page. */
export function HistoricalMedicationModal({
  patientID,
  onClose,
}: {
  patientID: number;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const list = useMedication(patientID, 'history', page, SIZE);
  useListFailureToast(list, M.retrieveMedicationHistory);
  return (
    <Modal open title="Historical Medication" width={1000} footer={null} onCancel={onClose}>
      <Table<Medication>
        rowKey="id"
        size="small"
        dataSource={list.data?.result ?? []}
        loading={list.isPending || list.isPlaceholderData}
        locale={list.isError ? { emptyText: errorText(list.error, M.retrieveMedicationHistory) } : undefined}
        columns={[
          { title: 'Start Date', dataIndex: 'start', key: 'start', render: showDay },
          { title: 'End Date', dataIndex: 'end', key: 'end', render: showDay },
          { title: 'Medication', dataIndex: 'medication', key: 'medication' },
          { title: 'Dose', dataIndex: 'dose', key: 'dose' },
          { title: 'Route', dataIndex: 'route', key: 'route' },
          { title: 'Frequency', dataIndex: 'freq', key: 'freq' },
          { title: 'Note', dataIndex: 'note', key: 'note' },
        ]}
        pagination={{
          current: page,
          pageSize: SIZE,
          total: list.data?.count ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        scroll={{ x: 'max-content' }}
      />
    </Modal>
  );
}
