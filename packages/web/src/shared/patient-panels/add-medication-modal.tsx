import {
  PATIENT_RECORD_MESSAGES as M,
  MEDICATION_FREQUENCIES,
  MEDICATION_ROUTES,
  TEXT_LIMITS,
} from '@dialysis/domain';
import { AutoComplete, Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { request } from '../../api/graphql.ts';
import { DatePicker } from '../../components/date-picker.tsx';
import { isFutureDay, notFutureDate } from '../../lib/not-future.ts';
import { options, useDrugOptions } from './options.ts';
import { CREATE_MEDICATION } from './record-queries.ts';
import { useRecordMutation } from './use-record-write.ts';

type Values = { start: Dayjs; medication: string; dose: string; route: string; freq: string; note?: string };

const required = [{ required: true, whitespace: true, message: M.required }];

/** Add Medication (spec 001 section 5): start date, medication, dose, route and frequency required. */
export function AddMedicationModal({
  patientID,
  open,
  onClose,
}: {
  patientID: number;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const drugs = useDrugOptions();

  const saveMutation = useRecordMutation(patientID, {
    mutationFn: (v: Values) =>
      request(CREATE_MEDICATION, {
        create: {
          patientID,
          start: v.start.format('YYYY-MM-DD'),
          medication: v.medication.trim(),
          dose: v.dose.trim(),
          route: v.route.trim(),
          freq: v.freq.trim(),
          note: v.note?.trim() || null,
        },
      }),
    meta: { done: M.created, failed: M.createFailed },
  });
  const save = (v: Values) => saveMutation(v, onClose);

  return (
    <Modal
      open={open}
      title="Add Medication"
      width={600}
      okText="Save"
      onOk={() => form.validateFields().then(save, () => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} clearOnDestroy layout="vertical" name="addMedication">
        <Form.Item
          name="start"
          label="Start Date"
          rules={[{ required: true, message: M.required }, notFutureDate]}
        >
          <DatePicker format="DD MMM YYYY" style={{ width: '100%' }} disabledDate={isFutureDay} />
        </Form.Item>
        <Form.Item name="medication" label="Medication" rules={required}>
          <AutoComplete options={drugs} filterOption aria-label="Medication" />
        </Form.Item>
        <Form.Item name="dose" label="Dose" rules={required}>
          <Input maxLength={TEXT_LIMITS.line} showCount />
        </Form.Item>
        <Form.Item name="route" label="Route" rules={required}>
          <AutoComplete options={options(MEDICATION_ROUTES)} filterOption aria-label="Route" />
        </Form.Item>
        <Form.Item name="freq" label="Frequency" rules={required}>
          <AutoComplete options={options(MEDICATION_FREQUENCIES)} filterOption aria-label="Frequency" />
        </Form.Item>
        <Form.Item name="note" label="Note">
          <Input.TextArea rows={2} maxLength={TEXT_LIMITS.multiline} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
