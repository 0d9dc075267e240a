import { HOSPITAL_ENTRY_MESSAGES, hospitalStayDays, TEXT_LIMITS } from '@dialysis/domain';
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { DatePicker } from '../../components/date-picker.tsx';
import { instantOf } from '../../lib/clock.ts';
import { isFutureDay, notFutureTime } from '../../lib/not-future.ts';
import type { CreateHospitalSummaryInput } from './clinical-notes-queries.ts';
import { useHospitalReasonOptions } from './options.ts';

interface Values {
  admitTimestamp: Dayjs;
  leaveTimestamp: Dayjs;
  location: string;
  hospitalMain?: string;
  hospitalReason?: string;
  assessment?: string;
}

const required = { required: true, message: HOSPITAL_ENTRY_MESSAGES.required };
const FORMAT = 'DD MMM YYYY HH:mm';

/**
 * Add Hospital Entry (spec 001 section 5): admission, discharge and location required; the discharge picker
 * refuses days before admission and the form says 'Discharge Time must be after Admission Time'; Days is
 * shown read only as the server will compute it (discharge minus admission in days, plus 1). The Reason is a
 * choice of the hospital reason list (Manage Hospital Reasons), not free text: 'Others' and the Assessment
 * cover what the list does not name.
 */
export function HospitalEntryAddModal({
  open,
  timeZone,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  timeZone: string;
  onSubmit: (input: Omit<CreateHospitalSummaryInput, 'patientID' | 'clinicID'>) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const reasons = useHospitalReasonOptions();
  const admit = Form.useWatch('admitTimestamp', form);
  const leave = Form.useWatch('leaveTimestamp', form);
  // The pickers show the centre's wall-clock time (whatever the computer's zone): instants for the rule.
  const at = (value: Dayjs) => new Date(instantOf(value, timeZone) ?? value.toISOString());
  const days =
    admit && leave && !leave.isBefore(admit) ? hospitalStayDays(at(admit), at(leave), timeZone) : null;

  return (
    <Modal
      open={open}
      title="Add Hospital Entry"
      width={600}
      okText="Save"
      onCancel={onCancel}
      destroyOnHidden
      onOk={() =>
        form.validateFields().then(
          (v) =>
            onSubmit({
              type: 'HOSPITAL',
              admitTimestamp: at(v.admitTimestamp).toISOString(),
              leaveTimestamp: at(v.leaveTimestamp).toISOString(),
              location: v.location.trim(),
              hospitalMain: v.hospitalMain?.trim() || null,
              hospitalReason: v.hospitalReason?.trim() || null,
              assessment: v.assessment?.trim() || null,
            }),
          () => undefined,
        )
      }
    >
      <Form form={form} clearOnDestroy layout="vertical" name="add-hospital-entry">
        <Form.Item name="admitTimestamp" label="Admission Date" rules={[required, notFutureTime]}>
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format={FORMAT}
            style={{ width: '100%' }}
            disabledDate={isFutureDay}
            onChange={() => {
              if (form.getFieldValue('leaveTimestamp')) void form.validateFields(['leaveTimestamp']);
            }}
          />
        </Form.Item>
        <Form.Item
          name="leaveTimestamp"
          label="Discharge Date"
          dependencies={['admitTimestamp']}
          rules={[
            required,
            notFutureTime,
            ({ getFieldValue }) => ({
              validator: (_, value: Dayjs | undefined) => {
                const from = getFieldValue('admitTimestamp') as Dayjs | undefined;
                return value && from && value.isBefore(from)
                  ? Promise.reject(new Error(HOSPITAL_ENTRY_MESSAGES.dischargeBeforeAdmission))
                  : Promise.resolve();
              },
            }),
          ]}
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format={FORMAT}
            style={{ width: '100%' }}
            disabledDate={(date) => isFutureDay(date) || (admit ? date.isBefore(admit, 'day') : false)}
          />
        </Form.Item>
        <Form.Item label="No. of Days">
          <InputNumber aria-label="No. of Days" value={days} readOnly disabled style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="location" label="Location" rules={[{ ...required, whitespace: true }]}>
          <Input maxLength={TEXT_LIMITS.line} showCount />
        </Form.Item>
        <Form.Item name="hospitalMain" label="Hospital">
          <Input maxLength={TEXT_LIMITS.line} showCount />
        </Form.Item>
        <Form.Item name="hospitalReason" label="Reason">
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder="Select a reason"
            loading={reasons.isPending}
            options={(reasons.data ?? []).map((r) => ({ value: r.hospDetail, label: r.hospDetail }))}
          />
        </Form.Item>
        <Form.Item name="assessment" label="Assessment">
          <Input.TextArea rows={3} maxLength={TEXT_LIMITS.multiline} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
