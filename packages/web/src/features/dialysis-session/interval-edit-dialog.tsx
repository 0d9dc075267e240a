import {
  DIALYSIS_MESSAGES,
  INTERVAL_READINGS,
  type IntervalReading,
  intervalEditError,
  TEXT_LIMITS,
} from '@dialysis/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Col, Form, Input, Modal, Row } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { request } from '../../api/graphql.ts';
import { MultiSelect } from '../../components/multi-select.tsx';
import { useConfirmedMutation } from '../../components/use-confirmed-mutation.ts';
import { pickerValue } from '../../lib/clock.ts';
import type { DialysisInterval } from './api.ts';
import { intervalsKey, UPDATE_INTERVAL } from './interval-queries.ts';
import {
  changesSomething,
  type EditValues,
  editValues,
  intervalUpdate,
  READING_LABELS,
} from './intra-model.ts';
import { type ReadingSession, ReadingTimeField, readingInstantOf } from './reading-time-field.tsx';
import { isCode } from './use-session-save.ts';

const editRule = (reading: IntervalReading) => ({
  validator: (_: unknown, value: string | undefined) => {
    const error = intervalEditError(reading, value ?? '');
    return error ? Promise.reject(new Error(error)) : Promise.resolve();
  },
});

/**
 * A Medical Director's correction of a recorded reading (spec 000 sections 5 and 6), while the session runs or
 * after check-out: digits or decimals, AP and tmp may be negative, the time it was measured within the session.
 * Only a Medical Director opens it (the history's Edit is disabled for everyone else; the server refuses them
 * too). Saving names the version the dialog was opened on: if someone saved the reading meanwhile nothing is
 * overwritten, and Load latest shows their values. The server audits each changed field's old and new value.
 */
export function IntervalEditDialog({
  interval,
  number,
  patientID,
  session,
  timeZone,
  symptomOptions,
  onClose,
}: {
  interval: DialysisInterval;
  number: number;
  patientID: number;
  session: ReadingSession;
  timeZone: string | undefined;
  symptomOptions: { value: number; label: string }[];
  onClose: () => void;
}) {
  const [form] = Form.useForm<EditValues>();
  const queryClient = useQueryClient();
  const key = intervalsKey(patientID, interval.dialysisID);
  const reloads = useMemo(
    () => [intervalsKey(patientID, interval.dialysisID)],
    [patientID, interval.dialysisID],
  );
  // The reading the dialog edits: the one opened, or the latest after Load latest.
  const [base, setBase] = useState(interval);
  const [conflict, setConflict] = useState(false);
  const [loading, setLoading] = useState(false);

  const valuesOf = (reading: DialysisInterval) =>
    editValues(reading, pickerValue(reading.timestamp, timeZone));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the values follow the reading shown, not the helper.
  useEffect(() => {
    form.setFieldsValue(valuesOf(base));
  }, [form, base]);

  // A refusal naming a reading shows under it; someone's save meanwhile raises "Load latest" instead of a toast.
  const updateInterval = useConfirmedMutation({
    mutationFn: (update: ReturnType<typeof intervalUpdate>) => request(UPDATE_INTERVAL, { update }),
    meta: { done: DIALYSIS_MESSAGES.intervalUpdated, failed: DIALYSIS_MESSAGES.update, form },
    invalidates: reloads,
    onError: (error) => {
      if (!isCode(error, 'VERSION_CONFLICT')) return false;
      setConflict(true);
      return true;
    },
  });

  const save = (values: EditValues) => {
    const update = intervalUpdate(base, values, readingInstantOf(session, timeZone));
    if (!changesSomething(update)) {
      onClose();
      return;
    }
    updateInterval(update, onClose);
  };

  const loadLatest = async () => {
    setLoading(true);
    try {
      await queryClient.invalidateQueries({ queryKey: key });
      const list = queryClient.getQueryData<{ result: DialysisInterval[] }>(key);
      const latest = list?.result.find((row) => row.id === interval.id);
      if (latest) {
        setBase(latest);
        form.setFieldsValue(valuesOf(latest));
        setConflict(false);
      }
    } finally {
      setLoading(false);
    }
  };

  return (
    <Modal
      open
      title={`Edit Reading ${number}`}
      onCancel={onClose}
      width={760}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="save" type="primary" onClick={() => form.submit()}>
          Save
        </Button>,
      ]}
    >
      {conflict && (
        <Alert
          type="warning"
          showIcon
          title={DIALYSIS_MESSAGES.intervalConflict}
          action={
            <Button size="small" loading={loading} onClick={loadLatest}>
              Load latest
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<EditValues>
        form={form}
        clearOnDestroy
        name="intervalEdit"
        layout="vertical"
        initialValues={valuesOf(base)}
        onFinish={save}
      >
        <Row gutter={[12, 0]}>
          <Col xs={12} sm={8} md={6}>
            <ReadingTimeField session={session} timeZone={timeZone} />
          </Col>
        </Row>
        <Row gutter={[12, 0]}>
          {INTERVAL_READINGS.map((reading) => (
            <Col key={reading} xs={12} sm={8} md={6}>
              <Form.Item name={reading} label={READING_LABELS[reading]} rules={[editRule(reading)]}>
                <Input inputMode="decimal" autoComplete="off" />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Form.Item name="symptoms" label="Symptoms">
          <MultiSelect allowClear options={symptomOptions} optionFilterProp="label" placeholder="None" />
        </Form.Item>
        <Form.Item name="note" label="Note">
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={TEXT_LIMITS.multiline} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
