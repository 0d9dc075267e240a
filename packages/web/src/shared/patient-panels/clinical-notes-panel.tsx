import { PlusOutlined } from '@ant-design/icons';
import { CLINICAL_NOTES_PAGE_SIZE, clinicalNoteTypeLabel } from '@dialysis/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Modal, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { errorText } from '../../api/errors.ts';
import { showDateTime } from '../../lib/clock.ts';
import {
  CLINICAL_NOTE_CHANNEL,
  type ClinicalNoteSaved,
  type HospitalSummary,
  hospitalSummaryKey,
  useHospitalSummaries,
} from './clinical-notes-queries.ts';

/** A note's or stay's time on the selected centre's clock. */
export const when = (iso: string | null) => showDateTime(iso);

/** The pop-up window's path: a route of its own, shown without the header (shared/routes.ts clinicalNoteAdd). */
export const addClinicalNotePath = (patientID: number) => `/patient/${patientID}/clinicalnote/add`;

/** Spec 001 section 9: the Add Clinical Note pop-up window is 600 by 600. */
const POPUP_FEATURES = 'popup=yes,width=600,height=600';

/**
 * Reloads the notes when the pop-up window says it saved one for this patient: on a BroadcastChannel (any
 * tab of this origin) and on window messages from this origin only (the opener path, where
 * BroadcastChannel is missing).
 */
function useNoteSavedReload(patientID: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const reload = (data: unknown) => {
      const saved = data as ClinicalNoteSaved | null;
      if (saved?.type === 'clinicalNoteSaved' && saved.patientID === patientID) {
        void queryClient.invalidateQueries({ queryKey: hospitalSummaryKey(patientID) });
      }
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) reload(event.data);
    };
    window.addEventListener('message', onMessage);
    const channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CLINICAL_NOTE_CHANNEL);
    if (channel) channel.onmessage = (event) => reload(event.data);
    return () => {
      window.removeEventListener('message', onMessage);
      channel?.close();
    };
  }, [patientID, queryClient]);
}

function NoteDetail({ note, onClose }: { note: HospitalSummary | null; onClose: () => void }) {
  return (
    <Modal
      open={note !== null}
      title="Clinical Note"
      width={600}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {note && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="Date">{when(note.admitTimestamp)}</Descriptions.Item>
          <Descriptions.Item label="Type">{clinicalNoteTypeLabel(note.type)}</Descriptions.Item>
          <Descriptions.Item label="Author">{note.staffName}</Descriptions.Item>
          <Descriptions.Item label="Observation">{note.observation}</Descriptions.Item>
          <Descriptions.Item label="Assessment">{note.assessment}</Descriptions.Item>
          <Descriptions.Item label="Plan">{note.plan}</Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}

/**
 * Clinical Notes panel (spec 001 section 2): notes of types CLINIC and EVENT, newest first, 5 per page
 * without a page-size changer; View opens the detail modal; Add opens the separate pop-up window.
 */
export function ClinicalNotesPanel({ patientID }: { patientID: number }) {
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<HospitalSummary | null>(null);
  const list = useHospitalSummaries(patientID, 'notes', page, CLINICAL_NOTES_PAGE_SIZE);
  useNoteSavedReload(patientID);

  const openAdd = () => {
    const popup = window.open(
      addClinicalNotePath(patientID),
      `add-clinical-note-${patientID}`,
      POPUP_FEATURES,
    );
    popup?.focus();
  };

  return (
    <Card
      id="clinicalnotes"
      data-testid="clinical-notes-panel"
      title="Clinical Notes"
      extra={
        <Button icon={<PlusOutlined />} onClick={openAdd}>
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
          list.isError ? { emptyText: errorText(list.error, 'Unable to retrieve Clinical Notes') } : undefined
        }
        pagination={{
          current: page,
          pageSize: CLINICAL_NOTES_PAGE_SIZE,
          total: list.data?.count ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          { title: 'Date', dataIndex: 'admitTimestamp', width: 150, render: when },
          {
            title: 'Type',
            dataIndex: 'type',
            width: 90,
            render: (type: string) => <Tag>{clinicalNoteTypeLabel(type)}</Tag>,
          },
          { title: 'Author', dataIndex: 'staffName', width: 160 },
          { title: 'Observation', dataIndex: 'observation', ellipsis: true },
          {
            title: 'Action',
            key: 'action',
            width: 80,
            render: (_, note) => (
              <Button type="link" size="small" onClick={() => setViewing(note)}>
                View
              </Button>
            ),
          },
        ]}
      />
      <NoteDetail note={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
