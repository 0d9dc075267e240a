import {
  asksCentreAccess,
  assignableDesignations,
  type Group,
  isValidContactNo,
  MESSAGES,
  STAFF_MESSAGES,
  seesEveryCentre,
  TEXT_LIMITS,
} from '@dialysis/domain';
import { Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { MultiSelect } from '../../components/multi-select.tsx';
import { newPasswordRule } from '../../lib/password-rule.ts';
import type { Clinic } from '../../shared/centres/clinics.ts';
import type { StaffInput, StaffMember } from './queries.ts';

interface Values {
  name: string;
  designation: string;
  email: string;
  contactNo?: string;
  clinicIDs?: number[];
  password?: string;
}

export interface StaffFormProps {
  /** null: Add Staff; a member: Edit Staff. */
  member: StaffMember | null;
  open: boolean;
  viewer: { accountID: string; group: Group; clinicIDs: number[] };
  /** The centres the user sees; closed ones are offered only when the member already has them. */
  clinics: readonly Pick<Clinic, 'id' | 'name' | 'status'>[];
  onClose: () => void;
  onSave: (input: StaffInput & { password?: string }) => void;
}

/**
 * Add Staff and Edit Staff (spec 002 section 5). Centre Access is asked for Nurse or Doctor; a user who does not
 * see every centre is asked for every designation, since only someone who sees every centre may leave it empty
 * (which means all centres). Hidden, it keeps the member's centres (all centres for a new one).
 */
export function StaffFormModal({ member, open, viewer, clinics, onClose, onSave }: StaffFormProps) {
  const [form] = Form.useForm<Values>();
  const designation = Form.useWatch('designation', form);
  const restricted = !seesEveryCentre(viewer);
  const showCentres = restricted || asksCentreAccess(designation);
  const isSelf = member?.accountID === viewer.accountID;
  const adding = member === null;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (member) {
      form.setFieldsValue({
        name: member.name,
        designation: member.designation ?? undefined,
        email: member.email,
        contactNo: member.contactNo ?? '',
        clinicIDs: member.clinicIDs,
      });
    }
  }, [open, member, form]);

  const submit = (values: Values) => {
    const clinicIDs = showCentres ? (values.clinicIDs ?? []) : (member?.clinicIDs ?? []);
    const input = {
      name: values.name.trim(),
      designation: values.designation,
      email: values.email.trim(),
      contactNo: values.contactNo?.trim() || null,
      clinicIDs,
      ...(adding ? { password: values.password } : {}),
    };
    onSave(input); // the page asks 'Are you sure?' (useConfirmedMutation)
  };

  const required = { required: true, whitespace: true, message: STAFF_MESSAGES.required };
  return (
    <Modal
      title={adding ? 'Add Staff' : 'Edit Staff'}
      open={open}
      width={600}
      okText="Save"
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
      forceRender
    >
      <Form<Values>
        form={form}
        clearOnDestroy
        layout="vertical"
        name={adding ? 'add-staff' : 'edit-staff'}
        onFinish={submit}
      >
        <Form.Item name="name" label="Name" rules={[required]}>
          <Input maxLength={TEXT_LIMITS.line} showCount />
        </Form.Item>
        <Form.Item
          name="designation"
          label="Designation"
          rules={[{ required: true, message: STAFF_MESSAGES.required }]}
        >
          <Select
            aria-label="Designation"
            disabled={isSelf}
            options={(isSelf && member?.designation
              ? [member.designation]
              : assignableDesignations(viewer.group)
            ).map((d) => ({ value: d, label: d }))}
          />
        </Form.Item>
        <Form.Item
          name="email"
          label="Email"
          rules={[required, { type: 'email', message: MESSAGES.invalidEmail }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="contactNo"
          label="Contact No"
          rules={[
            { required: !adding, whitespace: true, message: STAFF_MESSAGES.required },
            {
              validator: (_, value: string | undefined) =>
                !value?.trim() || isValidContactNo(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(STAFF_MESSAGES.invalidNumber)),
            },
          ]}
        >
          <Input inputMode="tel" />
        </Form.Item>
        {showCentres && (
          <Form.Item
            name="clinicIDs"
            label="Centre Access"
            extra={restricted ? undefined : 'Leave empty for all centres.'}
            rules={
              restricted ? [{ required: true, type: 'array', min: 1, message: STAFF_MESSAGES.required }] : []
            }
          >
            <MultiSelect
              aria-label="Centre Access"
              placeholder={restricted ? 'Select centres' : 'All centres'}
              optionFilterProp="label"
              options={clinics
                .filter((c) => c.status === 'ACTIVE' || member?.clinicIDs.includes(c.id))
                .map((c) => ({ value: c.id, label: c.name }))}
            />
          </Form.Item>
        )}
        {adding && (
          <Form.Item
            name="password"
            label="Temporary Password"
            extra="The new user chooses their own password at first sign-in."
            rules={[{ required: true, message: STAFF_MESSAGES.required }, newPasswordRule()]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
