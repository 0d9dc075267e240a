import {
  clinicalNoteTypeLabel,
  LATEST_CLINICAL_NOTES_PAGE_SIZE,
  LATEST_CLINICAL_NOTES_PAGE_SIZES,
} from '@dialysis/domain';
import { Card, Descriptions, Empty, Flex, Input, Pagination, Select, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { LatestClinicalNoteGroupBy } from '../../api/generated/graphql.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { showDateTime } from '../../lib/clock.ts';
import { useListFailureToast } from '../../shared/patient-panels/use-record-write.ts';
import { isRegistered, ROUTE_PATHS, type RouteName, routePath } from '../../shared/routes.ts';
import { useAuth } from '../../shared/session/auth-context.tsx';
import { useCentre } from '../../shared/session/guards.tsx';
import { type LatestNote, useAuthors, useLatestNotes } from './queries.ts';

export const SEARCH_PLACEHOLDER = 'Search patient / NRIC';

/**
 * The links of a card (spec 001): the patient's information, record, incident report (once its route is
 * registered; the incident pages are built on another branch), and the record's clinical notes and hospital
 * entries panels.
 */
export function cardLinks(patientID: number) {
  const record = routePath('patientRecord', { id: patientID });
  const incident = 'patientIncidentReport' as RouteName;
  return [
    { key: 'info', label: 'Patient Information', to: routePath('patientInformation', { id: patientID }) },
    { key: 'record', label: 'Patient Record', to: record },
    ...(Object.hasOwn(ROUTE_PATHS, incident) && isRegistered(incident)
      ? [{ key: 'incident', label: 'Patient Incident Report', to: routePath(incident, { id: patientID }) }]
      : []),
    { key: 'notes', label: 'Clinical Notes', to: `${record}#clinicalnotes` },
    { key: 'entries', label: 'Hospital Entries', to: `${record}#hospitalentries` },
  ];
}

function NoteCard({ note, groupBy }: { note: LatestNote; groupBy: LatestClinicalNoteGroupBy }) {
  const links = cardLinks(note.patientID);
  return (
    <Card
      size="small"
      data-testid="latest-note-card"
      title={
        <Space wrap>
          <span>{note.patientName}</span>
          {note.patientNric && <span style={{ fontWeight: 'normal' }}>{note.patientNric}</span>}
        </Space>
      }
      extra={<Tag>{clinicalNoteTypeLabel(note.type)}</Tag>}
      actions={links.map((link) => (
        <Link key={link.key} to={link.to}>
          {link.label}
        </Link>
      ))}
    >
      <Descriptions size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label="Date">{showDateTime(note.admitTimestamp)}</Descriptions.Item>
        {groupBy === 'author' ? (
          <Descriptions.Item label="Centre">{note.clinicName ?? ''}</Descriptions.Item>
        ) : (
          <Descriptions.Item label="Author">{note.staffName ?? ''}</Descriptions.Item>
        )}
        <Descriptions.Item label="Observation" span={2}>
          {note.observation ?? ''}
        </Descriptions.Item>
        <Descriptions.Item label="Assessment" span={2}>
          {note.assessment ?? ''}
        </Descriptions.Item>
        <Descriptions.Item label="Plan" span={2}>
          {note.plan ?? ''}
        </Descriptions.Item>
        <Descriptions.Item label="Notes" span={2}>
          {note.notes ?? ''}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/**
 * Latest Clinical Note - By Author / By Centre (spec 001): an author select (by author, the signed-in user
 * first) or the selected centre (by centre), a patient name/NRIC search, and one card per patient with that
 * patient's newest clinical note, 100 per page with a page-size changer. The server picks the notes and
 * pages them (listLatestClinicalNote).
 */
function LatestNotesPage({ groupBy }: { groupBy: LatestClinicalNoteGroupBy }) {
  const { user } = useAuth();
  const centre = useCentre();
  const authors = useAuthors();
  const [author, setAuthor] = useState<string | undefined>(user?.accountID);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(LATEST_CLINICAL_NOTES_PAGE_SIZE);
  const key = groupBy === 'author' ? author : centre.id;
  const list = useLatestNotes({ groupBy, key, search, page, pageSize });
  useListFailureToast(list, 'Unable to retrieve records');
  const title =
    groupBy === 'author' ? 'Latest Clinical Note - By Author' : 'Latest Clinical Note - By Centre';
  const cards = list.data?.result ?? [];

  return (
    <Flex vertical gap={16}>
      <PageTitle>{title}</PageTitle>
      <Card>
        <Flex wrap gap={12} align="center">
          {groupBy === 'author' ? (
            <Select
              showSearch
              optionFilterProp="label"
              aria-label="Author"
              placeholder="Author"
              style={{ width: 320 }}
              loading={authors.isPending}
              value={author}
              onChange={(value: string) => {
                setAuthor(value);
                setPage(1);
              }}
              options={(authors.data ?? []).map((s) => ({ value: s.accountID, label: s.name }))}
            />
          ) : (
            <span data-testid="latest-notes-centre">Centre: {centre.name}</span>
          )}
          <Input.Search
            allowClear
            placeholder={SEARCH_PLACEHOLDER}
            aria-label={SEARCH_PLACEHOLDER}
            onSearch={(value) => {
              setSearch(value);
              setPage(1);
            }}
            style={{ maxWidth: 400 }}
          />
        </Flex>
      </Card>
      <Spin spinning={list.isFetching}>
        <Flex vertical gap={12}>
          {cards.length === 0 && !list.isPending ? (
            <Card>
              <Empty description="No clinical notes" />
            </Card>
          ) : (
            cards.map((note) => <NoteCard key={note.id} note={note} groupBy={groupBy} />)
          )}
        </Flex>
      </Spin>
      <Pagination
        align="end"
        current={page}
        pageSize={pageSize}
        total={list.data?.count ?? 0}
        showSizeChanger
        pageSizeOptions={[...LATEST_CLINICAL_NOTES_PAGE_SIZES]}
        onChange={(next, size) => {
          setPage(size === pageSize ? next : 1);
          setPageSize(size);
        }}
      />
    </Flex>
  );
}

export function LatestNotesByAuthorPage() {
  return <LatestNotesPage groupBy="author" />;
}

export function LatestNotesByCentrePage() {
  return <LatestNotesPage groupBy="clinicID" />;
}
