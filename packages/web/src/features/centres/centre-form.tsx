import { isDigitsOnly, isValidContactNo, MANAGE_MESSAGES, TEXT_LIMITS } from '@dialysis/domain';
import { Divider, Form, Input, Select } from 'antd';
import { FormModal } from '../../shared/manage-kit/form-modal.tsx';
import type { ClinicInput, ClinicSummary } from './queries.ts';

interface Values {
  name: string;
  uid: string;
  status: ClinicInput['status'];
  address?: string;
  phoneNo?: string;
  email?: string;
  qbClientID?: string;
  qbClientSecret?: string;
  qbRealmID?: string;
  qbItemID?: string;
  qbTaxCodeID?: string;
}

const required = { required: true, whitespace: true, message: MANAGE_MESSAGES.required };
const digitsOnly = {
  validator: (_: unknown, value?: string) =>
    !value || isDigitsOnly(value) ? Promise.resolve() : Promise.reject(new Error(MANAGE_MESSAGES.digitsOnly)),
};
const phone = {
  validator: (_: unknown, value?: string) =>
    !value?.trim() || isValidContactNo(value.trim())
      ? Promise.resolve()
      : Promise.reject(new Error(MANAGE_MESSAGES.invalidNumber)),
};

const text = (value?: string) => value?.trim() || null;
const number = (value?: string) => (value?.trim() ? Number(value.trim()) : null);

/** The form's values as the API takes them: item and tax code ids as numbers, a blank secret left out. */
export function toClinicInput(values: Values): ClinicInput {
  const secret = values.qbClientSecret?.trim();
  return {
    name: values.name.trim(),
    uid: values.uid.trim(),
    status: values.status,
    address: text(values.address),
    phoneNo: text(values.phoneNo),
    email: text(values.email),
    qbClientID: text(values.qbClientID),
    ...(secret ? { qbClientSecret: secret } : {}),
    qbRealmID: text(values.qbRealmID),
    qbItemID: number(values.qbItemID),
    qbTaxCodeID: number(values.qbTaxCodeID),
  };
}

function initialValues(centre: ClinicSummary | null): Partial<Values> {
  if (!centre) return { status: 'ACTIVE' };
  return {
    name: centre.name,
    uid: centre.uid,
    status: centre.status,
    address: centre.address ?? undefined,
    phoneNo: centre.phoneNo ?? undefined,
    email: centre.email ?? undefined,
    qbClientID: centre.qbClientID ?? undefined,
    qbRealmID: centre.qbRealmID ?? undefined,
    qbItemID: centre.qbItemID?.toString(),
    qbTaxCodeID: centre.qbTaxCodeID?.toString(),
  };
}

/**
 * Add Centre and Edit (spec 002 sections 3 and 5): name, code and status required, item and tax code ids
 * digits only. The client secret is write-only: the field starts empty, and left empty keeps the stored one.
 */
export function CentreForm({
  open,
  centre,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  /** The centre being edited, or null to add one. */
  centre: ClinicSummary | null;
  onSubmit: (input: ClinicInput) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<Values>();

  return (
    <FormModal
      open={open}
      title={centre ? 'Edit Centre' : 'Add Centre'}
      form={form}
      name="centre"
      initialValues={initialValues(centre)}
      onSave={(values) => onSubmit(toClinicInput(values))}
      onCancel={onCancel}
    >
      <Form.Item name="name" label="Name" rules={[required]}>
        <Input maxLength={TEXT_LIMITS.line} showCount />
      </Form.Item>
      <Form.Item name="uid" label="Centre Code" rules={[required]}>
        <Input maxLength={TEXT_LIMITS.line} showCount />
      </Form.Item>
      <Form.Item name="status" label="Status" rules={[{ required: true, message: MANAGE_MESSAGES.required }]}>
        <Select
          options={[
            { value: 'ACTIVE', label: 'ACTIVE' },
            { value: 'INACTIVE', label: 'INACTIVE' },
          ]}
        />
      </Form.Item>
      <Form.Item name="address" label="Address">
        <Input.TextArea rows={2} maxLength={TEXT_LIMITS.multiline} showCount />
      </Form.Item>
      <Form.Item name="phoneNo" label="Phone No." rules={[phone]}>
        <Input maxLength={TEXT_LIMITS.line} showCount />
      </Form.Item>
      <Form.Item
        name="email"
        label="Email"
        rules={[{ type: 'email', message: MANAGE_MESSAGES.invalidEmail }]}
      >
        <Input maxLength={TEXT_LIMITS.line} showCount />
      </Form.Item>
      <Divider titlePlacement="start">QuickBooks</Divider>
      <Form.Item name="qbClientID" label="Client ID">
        <Input maxLength={TEXT_LIMITS.line} showCount />
      </Form.Item>
      <Form.Item
        name="qbClientSecret"
        label="Client Secret"
        extra={centre?.hasQbClientSecret ? 'A secret is stored. Leave blank to keep it.' : undefined}
      >
        <Input.Password maxLength={200} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="qbRealmID" label="Realm ID">
        <Input maxLength={TEXT_LIMITS.line} showCount />
      </Form.Item>
      <Form.Item name="qbItemID" label="Item ID" rules={[digitsOnly]}>
        <Input inputMode="numeric" maxLength={9} />
      </Form.Item>
      <Form.Item name="qbTaxCodeID" label="Tax Code ID" rules={[digitsOnly]}>
        <Input inputMode="numeric" maxLength={9} />
      </Form.Item>
    </FormModal>
  );
}
