import {
  LAB_CORRECTION_MESSAGES as C,
  DATE_FORMAT,
  LAB_DELETE_REASONS,
  LAB_FIELD_NAMES,
  LAB_MESSAGES,
  type LabCorrectionSnapshot,
  type LabFieldName,
  labDeleteReasonError,
  labInputValues,
  labReportChanges,
  TEXT_LIMITS,
} from '@dialysis/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Col, Form, Input, Modal, Row, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { ApiError } from '../../api/errors.ts';
import type { DeleteLabReportInput, UpdateLabReportInput } from '../../api/generated/graphql.ts';
import { request } from '../../api/graphql.ts';
import { DatePicker, TimePicker } from '../../components/date-picker.tsx';
import { centreTime, pickerNow, pickerValue, showDay } from '../../lib/clock.ts';
import { notFutureDate } from '../../lib/not-future.ts';
import { LabFieldInput, labLabel } from './lab-field-input.tsx';
import { DELETE_LAB_REPORT, type LabReportRow, UPDATE_LAB_REPORT } from './lab-report-queries.ts';
import { recordKey } from './record-queries.ts';
import { useRecordMutation } from './use-record-write.ts';

const isVersionConflict = (error: unknown) => error instanceof ApiError && error.code === 'VERSION_CONFLICT';

/** A field's own check as the add row makes it ('Digits only', its range, POS or NEG), shown as the user types. */
const fieldRule = (name: LabFieldName) => ({
  validator: (_: unknown, value: string | undefined) => {
    const error = labInputValues({ [name]: value ?? '' }).errors[name];
    return error ? Promise.reject(new Error(error)) : Promise.resolve();
  },
});

type EditValues = { timestamp: Dayjs | null; sampleTime?: Dayjs | null; source?: string } & Partial<
  Record<LabFieldName, string>
>;

/** The report as the dialog's fields show it: the day on the centre's calendar, every value as text. */
function formValuesOf(row: LabReportRow): EditValues {
  const values: EditValues = {
    timestamp: pickerValue(row.timestamp),
    sampleTime: pickerValue(row.sampleTime),
    source: row.source ?? '',
  };
  for (const name of LAB_FIELD_NAMES) {
    const value = row[name];
    values[name] = value === null || value === undefined ? undefined : String(value);
  }
  return values;
}

/** The report's day, source and values, as the domain compares them (what an edit changes). */
function snapshotOf(row: LabReportRow): LabCorrectionSnapshot {
  const snapshot: LabCorrectionSnapshot = {
    day: centreTime(row.timestamp, 'YYYY-MM-DD'),
    sampleTime: row.sampleTime ? centreTime(row.sampleTime, 'HH:mm') : null,
    source: row.source ?? null,
  };
  for (const name of LAB_FIELD_NAMES) snapshot[name] = row[name] ?? null;
  return snapshot;
}

/**
 * Correct a lab report (issue 25 item 4): the day, the source and every value, checked as the add row checks
 * them. Saving ('Are you sure?') names the version the dialog was opened on: if someone corrected or deleted
 * the report meanwhile nothing is overwritten, and Load latest shows the report as it now is. Every login type
 * corrects; the server audits each changed field's old and new value.
 */
export function LabReportEditModal({
  patientID,
  report,
  onClose,
}: {
  patientID: number;
  report: LabReportRow;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<EditValues>();
  // The version the dialog edits: the one opened, or the latest after Load latest.
  const [base, setBase] = useState(report);
  const [conflict, setConflict] = useState(false);
  const [gone, setGone] = useState(false);
  const save = useRecordMutation(patientID, {
    mutationFn: (update: UpdateLabReportInput) => request(UPDATE_LAB_REPORT, { update }),
    meta: { done: C.updated, failed: C.updateFailed, form },
    onError: (error) => {
      if (!isVersionConflict(error)) return false;
      setConflict(true);
      return true;
    },
  });

  const submit = ({ timestamp, sampleTime, source, ...raw }: EditValues) => {
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
    const day = timestamp?.format('YYYY-MM-DD') ?? '';
    const time = sampleTime?.format('HH:mm') ?? null;
    const after = { day, sampleTime: time, source: source?.trim() || null, ...values };
    if (Object.keys(labReportChanges(snapshotOf(base), after)).length === 0) {
      onClose();
      return;
    }
    const update: UpdateLabReportInput = { id: base.id, updatedOn: base.updatedOn, timestamp: day };
    update.source = after.source;
    update.sampleTime = time ?? '';
    // Every field is sent: a value emptied in the dialog is cleared (null), the others as entered.
    for (const name of LAB_FIELD_NAMES) (update as Record<string, unknown>)[name] = values[name] ?? null;
    save(update, onClose);
  };

  const loadLatest = async () => {
    const key = recordKey(patientID, 'labReports');
    await queryClient.invalidateQueries({ queryKey: key });
    const lists = queryClient.getQueriesData<{ result: LabReportRow[] }>({ queryKey: key });
    const latest = lists.flatMap(([, list]) => list?.result ?? []).find((row) => row.id === report.id);
    if (!latest) {
      setGone(true);
      return;
    }
    setBase(latest);
    form.setFieldsValue(formValuesOf(latest));
    setConflict(false);
  };

  return (
    <Modal
      open
      title={`Edit Lab Report of ${showDay(report.timestamp)}`}
      onCancel={onClose}
      width={1000}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="save" type="primary" disabled={gone} onClick={() => form.submit()}>
          Save
        </Button>,
      ]}
    >
      {conflict && (
        <Alert
          type="warning"
          showIcon
          title={gone ? C.gone : C.conflict}
          action={
            gone ? undefined : (
              <Button size="small" onClick={loadLatest}>
                Load latest
              </Button>
            )
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<EditValues>
        form={form}
        name="labReportEdit"
        layout="vertical"
        clearOnDestroy
        initialValues={formValuesOf(base)}
        onFinish={submit}
      >
        <Row gutter={[12, 0]}>
          <Col xs={12} md={6}>
            <Form.Item
              name="timestamp"
              label="Date"
              rules={[{ required: true, message: LAB_MESSAGES.required }, notFutureDate]}
            >
              <DatePicker
                format={DATE_FORMAT}
                aria-label="Lab date"
                style={{ width: '100%' }}
                disabledDate={(d) => d.isAfter(pickerNow(), 'day')}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            {/* Optional: places the sample on its session when the patient has two that day (issue 25). */}
            <Form.Item name="sampleTime" label="Sample time">
              <TimePicker format="HH:mm" aria-label="Sample time" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="source" label="Source">
              <Input maxLength={TEXT_LIMITS.line} aria-label="Source" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={[12, 0]} style={{ maxHeight: 420, overflowY: 'auto' }}>
          {LAB_FIELD_NAMES.map((name) => (
            <Col key={name} xs={12} sm={8} md={6}>
              <Form.Item name={name} label={labLabel(name)} rules={[fieldRule(name)]}>
                <LabFieldInput name={name} width="100%" />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </Modal>
  );
}

type DeleteValues = { reason?: string };

/**
 * Delete a lab report (issue 25 item 4): Nurse Managers and Medical Directors only, with a reason (a few
 * common ones offered, any other text taken). The report is kept on the server with who, when and why, and
 * leaves every list, the Last Non Null Lab cards and the calculated results. A report changed since it was
 * read is not deleted: the dialog closes and the panel shows the report as it now is.
 */
export function LabReportDeleteModal({
  patientID,
  report,
  onClose,
}: {
  patientID: number;
  report: LabReportRow;
  onClose: () => void;
}) {
  const [form] = Form.useForm<DeleteValues>();
  const remove = useRecordMutation(patientID, {
    mutationFn: (input: DeleteLabReportInput) => request(DELETE_LAB_REPORT, { delete: input }),
    meta: { done: C.deleted, failed: C.deleteFailed, form },
    reloadOnFailure: true,
    onError: (error) => {
      if (isVersionConflict(error)) onClose();
      return false;
    },
  });
  const submit = ({ reason }: DeleteValues) =>
    remove({ id: report.id, updatedOn: report.updatedOn, reason: reason?.trim() ?? '' }, onClose);
  return (
    <Modal
      open
      title="Delete Lab Report"
      onCancel={onClose}
      width={600}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="delete" danger type="primary" onClick={() => form.submit()}>
          Delete
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        The lab report of {showDay(report.timestamp)}
        {report.source ? ` (${report.source})` : ''} will no longer show in the record, the Last Non Null Lab
        or the calculated results. It is kept, with your name and the reason, for the audit.
      </Typography.Paragraph>
      <Form<DeleteValues>
        form={form}
        name="labReportDelete"
        layout="vertical"
        clearOnDestroy
        onFinish={submit}
      >
        <Form.Item
          name="reason"
          label="Reason"
          required
          rules={[
            {
              validator: (_, value: string | undefined) => {
                const error = labDeleteReasonError(value);
                return error ? Promise.reject(new Error(error)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input.TextArea
            aria-label="Reason"
            autoSize={{ minRows: 2, maxRows: 4 }}
            maxLength={TEXT_LIMITS.line}
            showCount
            placeholder="Why is this report deleted?"
          />
        </Form.Item>
        {/* The common reasons fill the box in one tap; any other text is taken as typed. */}
        <Space wrap size={[8, 8]}>
          {LAB_DELETE_REASONS.map((reason) => (
            <Button
              key={reason}
              size="small"
              onClick={() => form.setFields([{ name: 'reason', value: reason, errors: [] }])}
            >
              {reason}
            </Button>
          ))}
        </Space>
      </Form>
    </Modal>
  );
}
