import { ExclamationCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { type ImportRow, LAB_FIELD_NAMES, type LabFieldName } from '@dialysis/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Alert, App, Button, Card, Flex, Input, Spin, Statistic, Switch, Tooltip, Typography } from 'antd';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { doneText } from '../../api/mutation-toasts.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { Result } from '../../components/result.tsx';
import { routePath } from '../../shared/routes.ts';
import { createLabReportBatch, previewRows } from './api.ts';
import { importDraft } from './import-draft.ts';
import { labImportKeys } from './keys.ts';
import { type LeftOutEntry, LeftOutPanel } from './left-out-panel.tsx';
import { type CardActions, PatientCard } from './patient-card.tsx';
import {
  type Decisions,
  groupByPatient,
  NO_DECISIONS,
  type PatientGroup,
  REVIEW_MESSAGES,
  type ReviewPlan,
  reviewPlan,
} from './review-model.ts';
import { type SendResult, sendReports } from './send-import.ts';
import { IMPORT_TITLE } from './upload-page.tsx';

const M = {
  inserting: (n: number, m: number) => `Inserting ${n} records in ${m} parts`,
  uploaded: (i: number, m: number) => `Uploaded Part ${i} of ${m}`,
  done: 'Import Lab Report uploaded successfully',
  failed: 'Unable to import lab report',
  notFound: (n: number) => `(${n}) Patient Record(s) Not Found`,
};

/** The progress toast is one message updated in place: 334 parts are not 334 toasts. */
const PART_MESSAGE_KEY = 'lab-import-part';

/**
 * The lab import review (spec 001 section 2; issues 13 and 25): one card per NRIC, patients matched by the
 * server (asked again whenever the window regains focus, so a patient added in another tab is matched
 * without uploading the file again), each row's name and sex checked against the matched record, every
 * row's problem shown on it before Confirm. Confirm sends the rows that can be imported in batches of 30;
 * the rest are listed with their reasons and can be downloaded to fix. The cards are virtualised (only
 * those on screen are rendered) and each shows ten rows a page, so 50,000 rows stay usable.
 */
export function LabImportReviewPage() {
  const draft = importDraft.get();
  if (!draft) return <Navigate to={routePath('labResultFileUpload')} replace />;
  return (
    <Review
      draftID={draft.id}
      fileName={draft.file.fileName}
      headers={draft.file.headers}
      fileRows={draft.file.rows}
      source={draft.source}
      unknown={draft.file.unknownColumns}
    />
  );
}

interface Finished {
  result: SendResult;
  leftOut: LeftOutEntry[];
}

function Review(props: {
  draftID: number;
  fileName: string;
  headers: string[];
  fileRows: ImportRow[];
  source: string;
  unknown: string[];
}) {
  const { draftID, fileName, headers, fileRows, source, unknown } = props;
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [decisions, setDecisions] = useState<Decisions>(NO_DECISIONS);
  const [finished, setFinished] = useState<Finished | null>(null);
  // No new match while Confirm runs (a focus would otherwise ask the server again for every row meanwhile).
  const sendingRef = useRef(false);

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
    refetchOnWindowFocus: () => !sendingRef.current,
    staleTime: 0,
    enabled: finished === null,
  });

  const groups = useMemo(() => groupByPatient(fileRows, preview.data), [fileRows, preview.data]);
  const duplicateLines = useMemo(
    () => new Set(fileRows.filter((_, i) => preview.data?.duplicate[i]).map((row) => row.line)),
    [fileRows, preview.data],
  );
  const isDuplicate = useCallback((row: ImportRow) => duplicateLines.has(row.line), [duplicateLines]);
  const plan = useMemo(
    () => reviewPlan(groups, decisions, isDuplicate, source),
    [groups, decisions, isDuplicate, source],
  );
  const shown = useMemo(() => {
    const text = search.trim().toLowerCase();
    return groups.filter(
      (g) =>
        (!text ||
          g.name.toLowerCase().includes(text) ||
          g.nric.toLowerCase().includes(text) ||
          (g.patient?.name.toLowerCase().includes(text) ?? false)) &&
        (!onlyProblems || needsAttention(g)),
    );
  }, [groups, search, onlyProblems]);
  const fields = useMemo(() => presentFields(fileRows), [fileRows]);
  const blocker = preview.data ? plan.blocker : REVIEW_MESSAGES.checking;

  const actions = useMemo<CardActions>(
    () => ({
      setLeftOut: (nric, out) =>
        setDecisions((prev) => ({ ...prev, leftOut: toggled(prev.leftOut, nric, out) })),
      resolveMismatch: (nric, choice) =>
        setDecisions((prev) => ({
          ...prev,
          confirmed: toggled(prev.confirmed, nric, choice === 'confirm'),
          mismatchLeftOut: toggled(prev.mismatchLeftOut, nric, choice === 'leaveOut'),
        })),
    }),
    [],
  );

  // The progress ('Inserting n records in m parts', 'Uploaded Part i of m') is told as the parts go; how the
  // whole import ended is the mutation's, told by the MutationCache out of `meta`.
  const send = useMutation({
    mutationFn: async (confirmed: ReviewPlan) => {
      sendingRef.current = true;
      try {
        return await sendReports(confirmed.send, createLabReportBatch, {
          started: (records, parts) => message.info(M.inserting(records, parts)),
          uploaded: (part, parts) =>
            message.info({ key: PART_MESSAGE_KEY, content: M.uploaded(part, parts) }),
        });
      } finally {
        sendingRef.current = false;
      }
    },
    meta: {
      // Said only when something was stored and the import ran to its end (a stop says so itself).
      done: doneText<SendResult, ReviewPlan>((result) =>
        result.stored > 0 && !result.stopped ? M.done : '',
      ),
      failed: M.failed,
    },
    onSuccess: (result, confirmed) => {
      if (result.stopped) message.error(M.failed);
      const leftOut = leftOutAfter(fileRows, confirmed, result);
      if (leftOut.length === 0) {
        importDraft.set(null);
        navigate(routePath('dashboard'));
        return;
      }
      setFinished({ result, leftOut });
    },
  });
  const sending = send.isPending;

  if (finished) {
    return (
      <Finish
        fileName={fileName}
        headers={headers}
        finished={finished}
        onDone={() => {
          importDraft.set(null);
          navigate(routePath('dashboard'));
        }}
      />
    );
  }

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
          <Button
            type="primary"
            disabled={blocker !== null || sending}
            loading={sending}
            onClick={() => send.mutate(plan)}
          >
            Confirm
          </Button>
        </Tooltip>
      </Flex>
      <Typography.Text>
        {counted(fileRows.length, 'row')} for {counted(groups.length, 'patient')}
        {preview.data
          ? `; ${plan.send.length.toLocaleString('en-GB')} to import, ${plan.duplicates.toLocaleString('en-GB')} already imported (they will be skipped), ${plan.leftOut.length.toLocaleString('en-GB')} left out`
          : ''}
        .
      </Typography.Text>
      {preview.data && plan.unmatched > 0 && (
        <Typography.Text type="danger" strong>
          <ExclamationCircleOutlined /> {M.notFound(plan.unmatched)}
        </Typography.Text>
      )}
      {preview.data && plan.blocker === REVIEW_MESSAGES.unresolvedMismatch && (
        <Typography.Text type="danger" strong>
          <ExclamationCircleOutlined /> {REVIEW_MESSAGES.unresolvedMismatch}
        </Typography.Text>
      )}
      {unknown.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={`Columns not imported (unknown headers): ${unknown.join(', ')}`}
        />
      )}
      {preview.isError && <Alert type="error" showIcon title="Unable to match the patients. Try again." />}
      {preview.data && <LeftOutPanel headers={headers} fileName={fileName} rows={plan.leftOut} />}
      <Flex gap={8} align="center">
        <Switch
          size="small"
          checked={onlyProblems}
          onChange={setOnlyProblems}
          aria-label="Only rows to check"
        />
        <Typography.Text>Only rows to check</Typography.Text>
      </Flex>
      {preview.data ? (
        <PatientCards
          groups={shown}
          fields={fields}
          decisions={decisions}
          isDuplicate={isDuplicate}
          onlyProblems={onlyProblems}
          actions={actions}
        />
      ) : (
        !preview.isError && <Spin tip={REVIEW_MESSAGES.checking}>{<div style={{ height: 120 }} />}</Spin>
      )}
    </Flex>
  );
}

/**
 * The cards, virtualised on the window's scroll: only those on screen (and one either side) are rendered,
 * each measured as it draws, so 2,500 cards cost what a dozen do.
 */
function PatientCards(props: {
  groups: readonly PatientGroup[];
  fields: readonly LabFieldName[];
  decisions: Decisions;
  isDuplicate: (row: ImportRow) => boolean;
  onlyProblems: boolean;
  actions: CardActions;
}) {
  const { groups } = props;
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (Math.abs(top - offset) > 1) setOffset(top);
  });
  const virtualizer = useWindowVirtualizer({
    count: groups.length,
    estimateSize: (i) => 140 + Math.min(10, groups[i]?.rows.length ?? 1) * 39,
    overscan: 1,
    scrollMargin: offset,
    getItemKey: (i) => groups[i]?.nric ?? i,
  });
  return (
    <div ref={listRef} style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
      {virtualizer.getVirtualItems().map((item) => {
        const group = groups[item.index];
        if (!group) return null;
        return (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              paddingBottom: 16,
              transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            <PatientCard
              group={group}
              fields={props.fields}
              decisions={props.decisions}
              isDuplicate={props.isDuplicate}
              onlyProblems={props.onlyProblems}
              actions={props.actions}
            />
          </div>
        );
      })}
    </div>
  );
}

/** After Confirm, when rows were left out: what was imported, and the rows to fix (with their file). */
function Finish(props: { fileName: string; headers: string[]; finished: Finished; onDone: () => void }) {
  const { result, leftOut } = props.finished;
  return (
    <Flex vertical gap={16}>
      <PageTitle>{IMPORT_TITLE}</PageTitle>
      <Result
        status={result.stopped ? 'warning' : 'success'}
        title={`${result.stored.toLocaleString('en-GB')} ${result.stored === 1 ? 'row' : 'rows'} imported`}
        subTitle={
          result.stopped
            ? result.stopped.reason
            : 'The rows below were not imported: download them, fix them and import that file again.'
        }
        extra={
          <Button type="primary" onClick={props.onDone}>
            Go to dashboard
          </Button>
        }
      />
      <LeftOutPanel headers={props.headers} fileName={props.fileName} rows={leftOut} after />
    </Flex>
  );
}

/** Every row not stored: those the review left out, those the server refused, those a stop left unsent. */
function leftOutAfter(fileRows: readonly ImportRow[], plan: ReviewPlan, result: SendResult): LeftOutEntry[] {
  const byLine = new Map(fileRows.map((row) => [row.line, row]));
  const entry = (line: number, reason: string) => {
    const row = byLine.get(line);
    return row ? [{ row, reasons: [reason] }] : [];
  };
  return [
    ...plan.leftOut,
    ...result.refused.flatMap((r) => entry(r.line, r.reason)),
    ...(result.stopped?.lines ?? []).flatMap((line) => entry(line, result.stopped?.reason ?? '')),
  ].sort((a, b) => a.row.line - b.row.line);
}

/** '1 row', '10,000 rows'. */
const counted = (n: number, word: string) => `${n.toLocaleString('en-GB')} ${word}${n === 1 ? '' : 's'}`;

/** A card the user should look at: an unknown NRIC, a row with an error, or a name that does not match. */
function needsAttention(group: PatientGroup): boolean {
  return group.patient === null || group.invalidRows > 0 || group.mismatches.size > 0;
}

function toggled(set: ReadonlySet<string>, key: string, on: boolean): ReadonlySet<string> {
  if (set.has(key) === on) return set;
  const next = new Set(set);
  if (on) next.add(key);
  else next.delete(key);
  return next;
}

/** The lab fields the file fills in any row, in the domain's order: the review's columns. */
function presentFields(rows: readonly ImportRow[]): LabFieldName[] {
  const present = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row.values)) present.add(key);
  return LAB_FIELD_NAMES.filter((name) => present.has(name));
}
