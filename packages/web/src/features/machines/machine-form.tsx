import { MANAGE_MESSAGES, TEXT_LIMITS } from '@dialysis/domain';
import { Form, Input, Select } from 'antd';
import type { Clinic } from '../../shared/centres/clinics.ts';
import { FormModal } from '../../shared/manage-kit/form-modal.tsx';
import type { Availability, Machine, MachineInput } from './queries.ts';

interface Values {
  clinicID: number;
  name: string;
  serialNo: string;
  manufacturer?: string;
  status: Availability;
}

const required = { required: true, message: MANAGE_MESSAGES.required };
const requiredText = { ...required, whitespace: true };

export const AVAILABILITY_OPTIONS = [
  { value: 'AVAILABLE', label: 'AVAILABLE' },
  { value: 'NOTAVAILABLE', label: 'NOTAVAILABLE' },
];

/** Add and Edit Machine (spec 002 section 5): centre, name, serial number and status required. */
export function MachineForm({
  open,
  machine,
  clinics,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  machine: Machine | null;
  /** Centres a machine may be put in: the user's active centres. */
  clinics: readonly Pick<Clinic, 'id' | 'name'>[];
  onSubmit: (input: MachineInput) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const initial: Partial<Values> = machine
    ? {
        clinicID: machine.clinicID,
        name: machine.name,
        serialNo: machine.serialNo,
        manufacturer: machine.manufacturer ?? undefined,
        status: machine.status === 'AVAILABLE' ? 'AVAILABLE' : 'NOTAVAILABLE',
      }
    : { status: 'AVAILABLE', clinicID: clinics.length === 1 ? clinics[0]?.id : undefined };
  const options = clinics.map((c) => ({ value: c.id, label: c.name }));
  // An edited machine keeps showing its centre's name even if that centre is no longer selectable.
  if (machine && !clinics.some((c) => c.id === machine.clinicID)) {
    options.push({ value: machine.clinicID, label: machine.clinicName });
  }

  return (
    <FormModal
      open={open}
      title={machine ? 'Edit Machine' : 'Add Machine'}
      form={form}
      name="machine"
      initialValues={initial}
      onSave={(v) =>
        onSubmit({
          clinicID: v.clinicID,
          name: v.name.trim(),
          serialNo: v.serialNo.trim(),
          manufacturer: v.manufacturer?.trim() || null,
          status: v.status,
        })
      }
      onCancel={onCancel}
    >
      <Form.Item name="clinicID" label="Centre" rules={[required]}>
        <Select options={options} showSearch optionFilterProp="label" placeholder="Please select a centre" />
      </Form.Item>
      <Form.Item name="name" label="Name" rules={[requiredText]}>
        <Input maxLength={TEXT_LIMITS.line} showCount />
      </Form.Item>
      <Form.Item name="serialNo" label="Serial Number" rules={[requiredText]}>
        <Input maxLength={TEXT_LIMITS.line} showCount />
      </Form.Item>
      <Form.Item name="manufacturer" label="Manufacturer">
        <Input maxLength={TEXT_LIMITS.line} showCount />
      </Form.Item>
      <Form.Item name="status" label="Status" rules={[required]}>
        <Select options={AVAILABILITY_OPTIONS} />
      </Form.Item>
    </FormModal>
  );
}
