import {
  DIALYSIS_MESSAGES,
  INTERVAL_READINGS,
  type IntervalReading,
  intervalEditError,
  TEXT_LIMITS,
} from '@dialysis/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Col, Form, Input, Modal, Row, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { request } from '../../api/graphql.ts';
import { useConfirmedMutation } from '../../components/use-confirmed-mutation.ts';
import type { DialysisInterval } from './api.ts';
import { intervalsKey, UPDATE_INTERVAL } from './interval-queries.ts';
import {
  changesSomething,
  type EditValues,
  editValues,
  intervalUpdate,
  READING_LABELS,
} from './intra-model.ts';
import { isCode } from './use-session-save.ts';

const editRule = (reading: IntervalReading) => ({
  validator: (_: unknown, value: string | undefined) => {
    const error = intervalEditError(reading, value ?? '');
    return error ? Promise.reject(new Error(error)) : Promise.resolve();
  },
});

/**
 * Edit of a recorded reading (spec 000 sections 5 and 6): digits or decimals, AP and tmp may be negative; only
 * a Medical Director edits (everyone else sees the values disabled and no Save; the server refuses them too).
 * Saving names the version the dialog was opened on: if someone saved the reading meanwhile nothing is
 * overwritten, and Load latest shows their values.
 */
export function IntervalEditDialog({
  interval,
  number,
  patientID,
  canEdit,
  symptomOptions,
  onClose,
}: {
  interval: DialysisInterval;
  number: number;
  patientID: number;
  canEdit: boolean;
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

  useEffect(() => {
    form.setFieldsValue(editValues(base));
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
    const update = intervalUpdate(base, values);
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
        form.setFieldsValue(editValues(latest));
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
      footer={
        canEdit
          ? [
              <Button key="cancel" onClick={onClose}>
                Cancel
              </Button>,
              <Button key="save" type="primary" onClick={() => form.submit()}>
                Save
              </Button>,
            ]
          : [
              <Button key="close" onClick={onClose}>
                Close
              </Button>,
            ]
      }
    >
      {!canEdit && (
        <Alert type="info" showIcon title={DIALYSIS_MESSAGES.directorOnly} style={{ marginBottom: 16 }} />
      )}
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
        disabled={!canEdit}
        initialValues={editValues(base)}
        onFinish={save}
      >
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
          <Select
            mode="multiple"
            allowClear
            options={symptomOptions}
            optionFilterProp="label"
            placeholder="None"
          />
        </Form.Item>
        <Form.Item name="note" label="Note">
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={TEXT_LIMITS.multiline} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
