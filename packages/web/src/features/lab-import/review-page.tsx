import { ExclamationCircleOutlined, ReloadOutlined, WarningOutlined } from '@ant-design/icons';
import { type ImportRow, LAB_FIELD_NAMES, LAB_FIELDS, type LabFieldName, maskNric } from '@dialysis/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Flex,
  Input,
  List,
  Statistic,
  Switch,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { CreateLabReportInput } from '../../api/generated/graphql.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { routePath } from '../../shared/routes.ts';
import { createLabReportBatch, previewRows } from './api.ts';
import { importDraft } from './import-draft.ts';
import { labImportKeys } from './keys.ts';
import { batches, confirmBlocker, groupByPatient, type PatientGroup, reportsToSend } from './review-model.ts';
import { IMPORT_TITLE } from './upload-page.tsx';

const M = {
  inserting: (n: number, m: number) => `Inserting ${n} records in ${m} parts`,
  uploaded: (i: number, m: number) => `Uploaded Part ${i} of ${m}`,
  done: 'Import Lab Report uploaded successfully',
  failed: 'Unable to import lab report',
  notFound: (n: number) => `(${n}) Patient Record(s) Not Found`,
  notInData: 'This patient is not yet in our data',
};

/** Two batches in flight at once: each is one transaction on the server; order between them does not matter. */
const PARALLEL_BATCHES = 2;

/**
 * The lab import review (spec 001 section 2; issue 13 item 4): one card per NRIC with its rows, patients
 * matched by the server (asked again whenever the window regains focus, so a patient added in another tab is
 * matched without uploading the file again), rows already imported counted and skipped, cells that fail
 * their check marked. Confirm sends batches of 30, each stored all or nothing.
 */
export function LabImportReviewPage() {
  const draft = importDraft.get();
  if (!draft) return <Navigate to={routePath('labResultFileUpload')} replace />;
  return (
    <Review
      draftID={draft.id}
      fileRows={draft.file.rows}
      source={draft.source}
      unknown={draft.file.unknownColumns}
    />
  );
}

function Review(props: { draftID: number; fileRows: ImportRow[]; source: string; unknown: string[] }) {
  const { draftID, fileRows, source, unknown } = props;
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [leftOut, setLeftOut] = useState<ReadonlySet<string>>(new Set());

  const preview = useQuery({
    queryKey: labImportKeys.preview(draftID),
    queryFn: () =>
      previewRows(
        fileRows.map((row) => ({
          nric: row.nric,
          date: row.date ?? '',
          source,
          values: JSON.stringify(row.values),
        })),
      ),
    refetchOnWindowFocus: true,
    staleTime: 0,
  });

  const groups = useMemo(() => groupByPatient(fileRows, preview.data), [fileRows, preview.data]);
  const duplicateRows = useMemo(
    () => new Set(fileRows.filter((_, i) => preview.data?.duplicate[i])),
    [fileRows, preview.data],
  );
  const shown = useMemo(() => {
    const text = search.trim().toLowerCase();
    if (!text) return groups;
    return groups.filter((g) => g.name.toLowerCase().includes(text) || g.nric.toLowerCase().includes(text));
  }, [groups, search]);
  const fields = useMemo(() => presentFields(fileRows), [fileRows]);

  const unmatched = groups.filter((g) => g.patientID === null && !leftOut.has(g.nric)).length;
  const blocker = preview.data ? confirmBlocker(groups, leftOut) : 'Checking the patients...';

  // The progress ('Inserting n records in m parts', 'Uploaded Part i of m') is told as the parts go; how the
  // whole import ended is the mutation's, told by the MutationCache out of `meta`.
  const send = useMutation({
    mutationFn: async (reports: CreateLabReportInput[]) => {
      const parts = batches(reports);
      message.info(M.inserting(reports.length, parts.length));
      let next = 0;
      let uploaded = 0;
      const worker = async () => {
        while (next < parts.length) {
          const part = parts[next++];
          if (part) await createLabReportBatch(part);
          uploaded += 1;
          message.info(M.uploaded(uploaded, parts.length));
        }
      };
      // One text for the import, whichever part failed (a part's own refusal would not say which rows): a
      // failure without a known code, so the cache shows `meta.failed`.
      await Promise.all(Array.from({ length: Math.min(PARALLEL_BATCHES, parts.length) }, worker)).catch(
        (error: unknown) => {
          throw new Error(M.failed, { cause: error });
        },
      );
    },
    meta: { done: M.done, failed: M.failed },
    onSuccess: () => {
      importDraft.set(null);
      navigate(routePath('dashboard'));
    },
  });
  const sending = send.isPending;

  const confirm = () =>
    send.mutate(
      reportsToSend(groups, leftOut, (row) => duplicateRows.has(row), source).map((r) => ({
        patientID: r.patientID,
        timestamp: r.timestamp,
        source: r.source,
        name: r.name || null,
        ...r.values,
      })),
    );

  return (
    <Flex vertical gap={16}>
      <PageTitle>{IMPORT_TITLE}</PageTitle>
      <Flex gap={16} wrap align="center">
        <Card size="small">
          <Statistic title="Total Patients" value={groups.length} />
        </Card>
        <Input.Search
          allowClear
          placeholder="Search patient / NRIC"
          style={{ width: 280 }}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Typography.Text>
          Source: <Typography.Text strong>{source}</Typography.Text>
        </Typography.Text>
        <Button icon={<ReloadOutlined />} onClick={() => preview.refetch()} loading={preview.isFetching}>
          Match patients again
        </Button>
        <Tooltip title={blocker}>
          <Button type="primary" disabled={blocker !== null || sending} loading={sending} onClick={confirm}>
            Confirm
          </Button>
        </Tooltip>
      </Flex>
      <Typography.Text>
        {fileRows.length} rows for {groups.length} patients
        {preview.data ? `; ${duplicateRows.size} already imported (they will be skipped)` : ''}.
      </Typography.Text>
      {unmatched > 0 && (
        <Typography.Text type="danger" strong>
          <ExclamationCircleOutlined /> {M.notFound(unmatched)}
        </Typography.Text>
      )}
      {unknown.length > 0 && (
        <Alert
          type="warning"
          showIcon
          message={`Columns not imported (unknown headers): ${unknown.join(', ')}`}
        />
      )}
      {preview.isError && <Alert type="error" showIcon message="Unable to match the patients. Try again." />}
      <List
        dataSource={shown}
        rowKey={(g) => g.nric}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        renderItem={(group) => (
          <List.Item>
            <PatientCard
              group={group}
              fields={fields}
              duplicate={(row) => duplicateRows.has(row)}
              leftOut={leftOut.has(group.nric)}
              onLeaveOut={(out) =>
                setLeftOut((prev) => {
                  const next = new Set(prev);
                  if (out) next.add(group.nric);
                  else next.delete(group.nric);
                  return next;
                })
              }
            />
          </List.Item>
        )}
      />
    </Flex>
  );
}

/** The lab fields the file fills in any row, in the domain's order: the review's columns. */
function presentFields(rows: readonly ImportRow[]): LabFieldName[] {
  const present = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row.values)) present.add(key);
  return LAB_FIELD_NAMES.filter((name) => present.has(name));
}

function PatientCard(props: {
  group: PatientGroup;
  fields: LabFieldName[];
  duplicate: (row: ImportRow) => boolean;
  leftOut: boolean;
  onLeaveOut: (out: boolean) => void;
}) {
  const { group, fields, duplicate, leftOut } = props;
  const unmatched = group.patientID === null;
  const addPatient = () => {
    const query = new URLSearchParams({ name: group.name, nric: group.nric, gender: group.sex });
    // Not 'noopener': the new tab then starts with a copy of this tab's session storage, which holds the
    // selected centre (without one it would ask for a centre first). It is our own page, on our origin.
    window.open(`${routePath('patientCreate')}?${query}`, '_blank');
  };
  return (
    <Card
      size="small"
      style={{ width: '100%', opacity: leftOut ? 0.5 : 1 }}
      title={`${group.name || 'Unnamed'} (${maskNric(group.nric)})`}
      extra={
        <Flex gap={8} align="center">
          {group.duplicates > 0 && <Tag>{group.duplicates} already imported</Tag>}
          <Switch
            size="small"
            checked={leftOut}
            onChange={props.onLeaveOut}
            aria-label={`Leave out ${group.name || 'Unnamed'}`}
          />
          <Typography.Text>Leave out</Typography.Text>
        </Flex>
      }
    >
      <div style={{ position: 'relative' }}>
        <Table<ImportRow>
          size="small"
          rowKey="line"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={group.rows}
          columns={[
            { title: 'Line', dataIndex: 'line', width: 60 },
            {
              title: 'Date',
              key: 'date',
              render: (_, row) =>
                row.errors.date ? (
                  <CellError message={row.errors.date} />
                ) : (
                  <Flex gap={4}>
                    {dayjs(row.date).format('DD MMM YYYY')}
                    {duplicate(row) && <Tag>Already imported</Tag>}
                  </Flex>
                ),
            },
            ...fields.map((field) => ({
              title: LAB_FIELDS[field].label,
              key: field,
              render: (_: unknown, row: ImportRow) => {
                const error = row.errors[field];
                const value = (row.values as Record<string, unknown>)[field];
                return error ? (
                  <CellError message={error} value={value} />
                ) : value === undefined ? (
                  ''
                ) : (
                  String(value)
                );
              },
            })),
          ]}
        />
        {unmatched && !leftOut && (
          <Flex
            vertical
            align="center"
            justify="center"
            gap={8}
            style={{ position: 'absolute', inset: 0, background: 'rgba(255,255,255,0.85)' }}
          >
            <Typography.Text strong>{M.notInData}</Typography.Text>
            <Button onClick={addPatient}>Add New Patient</Button>
          </Flex>
        )}
      </div>
    </Card>
  );
}

/** A cell that fails its check: red, with a warning icon and the field's message (not colour alone). */
function CellError({ message, value }: { message: string; value?: unknown }) {
  return (
    <Tooltip title={message}>
      <Typography.Text type="danger" strong>
        <WarningOutlined aria-label={message} /> {value === undefined ? message : String(value)}
      </Typography.Text>
    </Tooltip>
  );
}
