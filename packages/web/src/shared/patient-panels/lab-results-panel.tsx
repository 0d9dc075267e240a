import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import {
  ADEQUACY_REASONS,
  DATE_FORMAT,
  isLabHighlighted,
  isLikelySwappedUrea,
  LAB_FIELD_NAMES,
  LAB_MESSAGES,
  type LabFieldName,
  labInputValues,
  PATIENT_RECORD_MESSAGES as R,
} from '@dialysis/domain';
import { App, Button, Card, Form, Modal, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { errorText } from '../../api/errors.ts';
import type { CreateLabReportInput } from '../../api/generated/graphql.ts';
import { request } from '../../api/graphql.ts';
import { AlertValue } from '../../components/alert-value.tsx';
import { DatePicker, TimePicker } from '../../components/date-picker.tsx';
import { centreTime, instantOf, pickerNow, showDay } from '../../lib/clock.ts';
import { notFutureDate } from '../../lib/not-future.ts';
import { PermittedButton } from '../session/permitted-button.tsx';
import { LabFieldInput, labLabel } from './lab-field-input.tsx';
import { LabReportDeleteModal, LabReportEditModal } from './lab-report-corrections.tsx';
import {
  CREATE_LAB_REPORT,
  type LabPeriod,
  type LabReportRow,
  useLabReportEvents,
  useLabReports,
} from './lab-report-queries.ts';
import { useListFailureToast, useRecordMutation } from './use-record-write.ts';

/** Spec 001 section 9: the panel's history 5 per page, the full-history modal 20. */
const PANEL_PAGE = 5;
const ALL_PAGE = 20;
const M = { results: 'Unable to retrieve Lab Results' };

/** What a row's Edit and Delete open: the correction dialogs (issue 25 item 4). */
type Correction = { kind: 'edit' | 'delete'; report: LabReportRow };

/**
 * Urea post above pre (issue 25): stored as the laboratory sent it, marked where the row is always in view (the
 * fixed Date column) and on the value; the calculated result gives no adequacy number for it.
 */
const SWAPPED = ADEQUACY_REASONS.ureaSwapped;
const swapped = (row: LabReportRow) => isLikelySwappedUrea(row.ureaPre, row.ureaPost);

/** The row's Edit (every login type) and Delete (Nurse Managers and Medical Directors; disabled, with why). */
function RowCorrections({ row, onOpen }: { row: LabReportRow; onOpen: (c: Correction) => void }) {
  const day = showDay(row.timestamp);
  return (
    <Space size={0}>
      <Button
        type="text"
        size="small"
        icon={<EditOutlined />}
        aria-label={`Edit lab report of ${day}`}
        onClick={() => onOpen({ kind: 'edit', report: row })}
      />
      <PermittedButton
        action="labReport:delete"
        type="text"
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={`Delete lab report of ${day}`}
        onClick={() => onOpen({ kind: 'delete', report: row })}
      />
    </Space>
  );
}

/**
 * Every lab field as a column: the spec's highlighted values red and bold, with an icon and its reason; the
 * date and the row's corrections stay in view while the table scrolls sideways.
 */
const columns = (onOpen: (c: Correction) => void): ColumnsType<LabReportRow> => [
  {
    title: 'Date',
    key: 'timestamp',
    fixed: 'left',
    width: 150,
    render: (_, row) => (
      <>
        {showDay(row.timestamp)}
        {row.sampleTime && ` ${centreTime(row.sampleTime, 'HH:mm')}`}
        {swapped(row) && (
          <Tag
            color="warning"
            title={SWAPPED}
            aria-label={SWAPPED}
            data-testid="urea-swapped"
            style={{ marginTop: 4 }}
          >
            Urea swapped?
          </Tag>
        )}
      </>
    ),
  },
  {
    title: '',
    key: 'corrections',
    fixed: 'left',
    width: 80,
    render: (_, row) => <RowCorrections row={row} onOpen={onOpen} />,
  },
  { title: 'Source', key: 'source', dataIndex: 'source', width: 120 },
  ...LAB_FIELD_NAMES.map((name) => ({
    title: labLabel(name),
    key: name,
    width: 110,
    render: (_: unknown, row: LabReportRow) => {
      const value = row[name];
      if (value === null || value === undefined) return '';
      if ((name === 'ureaPre' || name === 'ureaPost') && swapped(row))
        return (
          <AlertValue alert reason={SWAPPED}>
            {String(value)}
          </AlertValue>
        );
      return (
        <AlertValue alert={isLabHighlighted(name, value)} reason="Outside the target range">
          {String(value)}
        </AlertValue>
      );
    },
  })),
];

type RowValues = { timestamp: Dayjs | null; sampleTime?: Dayjs | null } & Partial<
  Record<LabFieldName, string>
>;

/**
 * The inline add row (spec 001 sections 2 and 5): the date (required, not in the future) and any of the lab
 * values; with the date alone, 'Lab Result require at least 1 input.'. Numbers are checked as the server checks
 * them (labInputValues: 'Digits only', the domain's ranges), each message under its field.
 */
function AddLabRow({ patientID }: { patientID: number }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<RowValues>();
  const save = useRecordMutation(patientID, {
    mutationFn: (create: CreateLabReportInput) => request(CREATE_LAB_REPORT, { create }),
    meta: { done: R.created, failed: R.createFailed, form },
  });
  const submit = ({ timestamp, sampleTime, ...raw }: RowValues) => {
    const { values, errors } = labInputValues(raw);
    const { timestamp: nothing, ...fieldErrors } = errors;
    if (Object.keys(fieldErrors).length > 0) {
      form.setFields(
        Object.entries(fieldErrors).map(([name, error]) => ({ name: name as LabFieldName, errors: [error] })),
      );
      return;
    }
    if (nothing) {
      message.error(nothing);
      return;
    }
    save(
      {
        patientID,
        timestamp: timestamp?.format('YYYY-MM-DD') ?? '',
        ...(sampleTime ? { sampleTime: sampleTime.format('HH:mm') } : {}),
        ...values,
      },
      () => form.resetFields(),
    );
  };
  return (
    <Form
      form={form}
      name="labResult"
      layout="inline"
      onFinish={submit}
      initialValues={{ timestamp: pickerNow() }}
      style={{ flexWrap: 'nowrap', overflowX: 'auto', paddingBottom: 8, marginBottom: 8 }}
      data-testid="lab-add-row"
    >
      <Form.Item name="timestamp" rules={[{ required: true, message: LAB_MESSAGES.required }, notFutureDate]}>
        <DatePicker
          format={DATE_FORMAT}
          aria-label="Lab date"
          disabledDate={(d) => d.isAfter(pickerNow(), 'day')}
        />
      </Form.Item>
      {/* Optional: links the report to its session when the patient has two that day (issue 25). */}
      <Form.Item name="sampleTime">
        <TimePicker
          format="HH:mm"
          aria-label="Sample time"
          placeholder="Sample time"
          style={{ width: 140 }}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          Add
        </Button>
      </Form.Item>
      {LAB_FIELD_NAMES.map((name) => (
        <Form.Item key={name} name={name}>
          <LabFieldInput name={name} />
        </Form.Item>
      ))}
    </Form>
  );
}

/** 'View All Records' (spec 001 section 2): full width, a required Period and Apply, 20 per page. */
function AllLabRecordsModal({
  patientID,
  open,
  onClose,
  tableColumns,
}: {
  patientID: number;
  open: boolean;
  onClose: () => void;
  tableColumns: ColumnsType<LabReportRow>;
}) {
  const [form] = Form.useForm<{ period: [Dayjs, Dayjs] }>();
  const [period, setPeriod] = useState<LabPeriod | null>(null);
  const [page, setPage] = useState(1);
  const list = useLabReports(patientID, page, ALL_PAGE, period);
  useListFailureToast(list, M.results);
  const apply = ({ period: [from, to] }: { period: [Dayjs, Dayjs] }) => {
    setPage(1);
    setPeriod([instantOf(from.startOf('day')) ?? '', instantOf(to.endOf('day')) ?? '']);
  };
  return (
    <Modal title="Lab Results" open={open} onCancel={onClose} footer={null} width="100%" destroyOnHidden>
      <Form form={form} layout="inline" onFinish={apply} clearOnDestroy style={{ marginBottom: 12 }}>
        <Form.Item name="period" label="Period" rules={[{ required: true, message: LAB_MESSAGES.required }]}>
          <DatePicker.RangePicker format={DATE_FORMAT} aria-label="Period" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            Apply
          </Button>
        </Form.Item>
      </Form>
      <Table<LabReportRow>
        rowKey="id"
        size="small"
        columns={tableColumns}
        dataSource={period ? (list.data?.result ?? []) : []}
        loading={!!period && list.isFetching}
        scroll={{ x: 4500 }}
        pagination={{
          current: page,
          pageSize: ALL_PAGE,
          total: period ? (list.data?.count ?? 0) : 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </Modal>
  );
}

/**
 * Lab results (spec 001 sections 2 and 9): the inline add row above the history (5 per page, 300 px high,
 * scrolling 4,500 px wide), and 'View All Records'. Every login type enters lab reports (the spec's menu gives
 * Import Lab Result to all); the server scopes them to the patient's centre and audits them. Each row can be
 * corrected or deleted (issue 25 item 4), and the panel follows reports added, corrected or deleted on any
 * other page, live.
 */
export function LabResultsPanel({ patientID }: { patientID: number }) {
  const [page, setPage] = useState(1);
  const [allOpen, setAllOpen] = useState(false);
  const [correction, setCorrection] = useState<Correction | null>(null);
  const tableColumns = useMemo(() => columns(setCorrection), []);
  const list = useLabReports(patientID, page, PANEL_PAGE);
  useListFailureToast(list, M.results);
  useLabReportEvents(patientID, 'labReports');
  // The last report of a page deleted (here or elsewhere): back one page rather than an empty one.
  const emptyPage = page > 1 && list.data?.result.length === 0;
  useEffect(() => {
    if (emptyPage) setPage((p) => p - 1);
  }, [emptyPage]);
  const close = () => setCorrection(null);
  return (
    <Card
      title="Lab Results"
      data-testid="lab-results"
      extra={<Button onClick={() => setAllOpen(true)}>View All Records</Button>}
    >
      <AddLabRow patientID={patientID} />
      <Table<LabReportRow>
        rowKey="id"
        size="small"
        columns={tableColumns}
        dataSource={list.data?.result ?? []}
        loading={list.isPending}
        locale={list.isError ? { emptyText: errorText(list.error, M.results) } : undefined}
        scroll={{ x: 4500, y: 300 }}
        pagination={{
          current: page,
          pageSize: PANEL_PAGE,
          total: list.data?.count ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
      <AllLabRecordsModal
        patientID={patientID}
        open={allOpen}
        onClose={() => setAllOpen(false)}
        tableColumns={tableColumns}
      />
      {correction?.kind === 'edit' && (
        <LabReportEditModal patientID={patientID} report={correction.report} onClose={close} />
      )}
      {correction?.kind === 'delete' && (
        <LabReportDeleteModal patientID={patientID} report={correction.report} onClose={close} />
      )}
    </Card>
  );
}
