import { GROUP_LABELS, type Group } from '@dialysis/domain';
import { Flex, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api/errors.ts';
import { showDateTime } from '../../lib/clock.ts';
import { type RecordChange, useRecordHistory } from './history-queries.ts';

const SIZE = 10;
const RETRIEVE_FAILED = 'Failed to retrieve the history.';

const OPERATION = {
  CREATE: { text: 'Created', colour: 'green' },
  UPDATE: { text: 'Changed', colour: 'blue' },
  DELETE: { text: 'Deleted', colour: 'red' },
} as const;

/** An instant stored in a change (ISO-8601 with its offset) as the centre's clock shows it; any other value as is. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const shown = (value: string | null | undefined) =>
  value === null || value === undefined || value === ''
    ? '(empty)'
    : ISO_INSTANT.test(value)
      ? showDateTime(value)
      : value;

function Changes({ change }: { change: RecordChange }) {
  // A change reads one field a line, from what to what; a creation or removal lists its fields side by side.
  const update = change.operation === 'UPDATE';
  return (
    <Flex vertical={update} wrap={!update} gap={update ? 2 : '2px 16px'}>
      {change.changes.map((field) => (
        <Typography.Text key={field.field} data-field={field.field}>
          <Typography.Text type="secondary">{field.label}</Typography.Text>{' '}
          {update ? `${shown(field.old)} -> ${shown(field.new)}` : shown(field.new ?? field.old)}
        </Typography.Text>
      ))}
    </Flex>
  );
}

/**
 * The History panel's list (loaded with its own chunk when the panel is first opened): newest first, 10 a page,
 * narrowed by section and by person; `open` lets it read only while the panel is open.
 */
export default function HistoryList({
  patientID,
  dialysisID,
  open,
}: {
  patientID: number;
  dialysisID?: number;
  open: boolean;
}) {
  const [page, setPage] = useState(1);
  const [section, setSection] = useState<string | undefined>();
  const [accountID, setAccountID] = useState<string | undefined>();
  const filter = { patientID, dialysisID, section, accountID };
  const list = useRecordHistory(filter, page, SIZE, open);
  const data = list.data;
  const narrow = (apply: () => void) => {
    apply();
    setPage(1);
  };

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <Select
          aria-label="Section"
          placeholder="All sections"
          allowClear
          style={{ minWidth: 220 }}
          value={section}
          options={(data?.sections ?? []).map((name) => ({ value: name, label: name }))}
          onChange={(value?: string) => narrow(() => setSection(value))}
        />
        <Select
          aria-label="Person"
          placeholder="Everyone"
          allowClear
          style={{ minWidth: 220 }}
          value={accountID}
          options={(data?.people ?? []).map((person) => ({ value: person.accountID, label: person.name }))}
          onChange={(value?: string) => narrow(() => setAccountID(value))}
        />
      </Flex>
      <Table<RecordChange>
        rowKey="id"
        size="small"
        data-testid="record-history"
        dataSource={data?.result ?? []}
        loading={list.isPending || list.isPlaceholderData}
        locale={list.isError ? { emptyText: errorText(list.error, RETRIEVE_FAILED) } : undefined}
        columns={[
          { title: 'When', key: 'at', width: 160, render: (_, c) => showDateTime(c.at) },
          {
            title: 'Who',
            key: 'who',
            width: 180,
            render: (_, c) => (
              <Flex vertical gap={0}>
                <span>{c.byName}</span>
                <Typography.Text type="secondary">
                  {GROUP_LABELS[c.role as Group] ?? 'System'}
                </Typography.Text>
              </Flex>
            ),
          },
          {
            title: 'What',
            key: 'what',
            width: 200,
            render: (_, c) => (
              <Flex vertical gap={2} align="flex-start">
                <span>{c.section}</span>
                <Tag color={OPERATION[c.operation].colour}>{OPERATION[c.operation].text}</Tag>
              </Flex>
            ),
          },
          { title: 'Changes', key: 'changes', render: (_, c) => <Changes change={c} /> },
        ]}
        pagination={{
          current: page,
          pageSize: SIZE,
          total: data?.count ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </Flex>
  );
}
