import { DeleteOutlined } from '@ant-design/icons';
import { PATIENT_RECORD_MESSAGES as M, PATIENT_RECORD_PAGE_SIZES } from '@dialysis/domain';
import { Button, Card, Flex, Table, Tooltip } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api/errors.ts';
import { request } from '../../api/graphql.ts';
import { AddMedicationModal } from './add-medication-modal.tsx';
import { HistoricalMedicationModal, showDay } from './historical-medication-modal.tsx';
import { type Medication, STOP_MEDICATION, useMedication } from './record-queries.ts';
import { useListFailureToast, useRecordMutation } from './use-record-write.ts';

/**
 * Current Medication (spec 001 sections 2 and 4): medication without an end date, 6 per page unless the host
 * page says otherwise, no page-size changer. The delete icon means Stop: confirmed, the server sets the end
 * date to today and the medication moves to See Historical.
 */
export function CurrentMedicationPanel({
  patientID,
  pageSize = PATIENT_RECORD_PAGE_SIZES.currentMedication,
}: {
  patientID: number;
  pageSize?: number;
}) {
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [history, setHistory] = useState(false);
  const list = useMedication(patientID, 'current', page, pageSize);
  useListFailureToast(list, M.retrieveMedication);

  const stopMutation = useRecordMutation(patientID, {
    mutationFn: (row: Medication) => request(STOP_MEDICATION, { update: { id: row.id } }),
    meta: { done: M.updated, failed: M.updateFailed },
  });
  const stop = (row: Medication) =>
    stopMutation(row, () => {
      // The last row of a later page moved to history: show the page before.
      if (list.data?.result.length === 1 && page > 1) setPage(page - 1);
    });

  return (
    <Card
      title="Current Medication"
      extra={
        <Flex gap={8}>
          <Button onClick={() => setHistory(true)}>See Historical</Button>
          <Button type="primary" onClick={() => setAdding(true)}>
            Add Medication
          </Button>
        </Flex>
      }
    >
      <Table<Medication>
        rowKey="id"
        size="small"
        dataSource={list.data?.result ?? []}
        loading={list.isPending || list.isPlaceholderData}
        locale={list.isError ? { emptyText: errorText(list.error, M.retrieveMedication) } : undefined}
        columns={[
          { title: 'Start Date', dataIndex: 'start', key: 'start', render: showDay },
          { title: 'Medication', dataIndex: 'medication', key: 'medication' },
          { title: 'Dose', dataIndex: 'dose', key: 'dose' },
          { title: 'Route', dataIndex: 'route', key: 'route' },
          { title: 'Frequency', dataIndex: 'freq', key: 'freq' },
          { title: 'Note', dataIndex: 'note', key: 'note' },
          {
            title: 'Action',
            key: 'action',
            render: (_: unknown, row: Medication) => (
              <Tooltip title="Stop">
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Stop ${row.medication}`}
                  onClick={() => stop(row)}
                />
              </Tooltip>
            ),
          },
        ]}
        pagination={{
          current: page,
          pageSize,
          total: list.data?.count ?? 0,
          showSizeChanger: false,
          onChange: setPage,
          hideOnSinglePage: false,
        }}
        scroll={{ x: 'max-content' }}
      />
      <AddMedicationModal patientID={patientID} open={adding} onClose={() => setAdding(false)} />
      {history && <HistoricalMedicationModal patientID={patientID} onClose={() => setHistory(false)} />}
    </Card>
  );
}
