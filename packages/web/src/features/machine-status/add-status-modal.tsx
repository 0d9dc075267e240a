import { AutoComplete, Form, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import type { Clinic } from '../../shared/centres/clinics.ts';
import { FormModal } from '../../shared/manage-kit/form-modal.tsx';
import {
  DateItem,
  DocumentField,
  iso,
  RemarksItem,
  requiredRule,
  type UploadedDocument,
} from './form-parts.tsx';
import { beforeToday, nextAuditTooLate } from './model.ts';
import { type CreateInput, useCentreMachines } from './queries.ts';

interface Values {
  clinicID: number;
  machineID: number;
  name: string;
  expiryDate: Dayjs;
  nextAudit?: Dayjs | null;
  remarks?: string;
  document?: UploadedDocument;
}

const NEXT_AUDIT_MESSAGE = 'The next audit date cannot be after expiry date.';

/**
 * Add Status (spec 002 section 5): machine, test case and expiry date required; the expiry date not in the
 * centre's past; a next audit date, when given, before the expiry date; remarks at most 1000 characters;
 * optionally the current audit document. The centre picks which machines are offered.
 */
export function AddStatusModal({
  open,
  clinics,
  testCases,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  clinics: readonly Clinic[];
  /** Test case names already in use, offered as suggestions. */
  testCases: readonly string[];
  onSubmit: (input: CreateInput) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const clinicID = Form.useWatch('clinicID', form);
  const expiry = iso(Form.useWatch('expiryDate', form)) ?? undefined;
  const machines = useCentreMachines(clinicID);
  const today = clinics.find((c) => c.id === clinicID)?.today ?? '';

  return (
    <FormModal
      open={open}
      title="Add Status"
      form={form}
      name="add-machine-status"
      initialValues={{ clinicID: clinics.length === 1 ? clinics[0]?.id : undefined }}
      onSave={(v) =>
        onSubmit({
          machineID: v.machineID,
          name: v.name.trim(),
          expiryDate: iso(v.expiryDate) as string,
          nextAudit: iso(v.nextAudit),
          remarks: v.remarks?.trim() || null,
          key: v.document?.key ?? null,
        })
      }
      onCancel={onCancel}
    >
      <Form.Item name="clinicID" label="Centre" rules={[requiredRule]}>
        <Select
          aria-label="Centre"
          options={clinics.map((c) => ({ value: c.id, label: c.name }))}
          placeholder="Select a centre"
          // Another centre offers other machines: the one picked before no longer applies.
          onChange={() => form.setFieldValue('machineID', undefined)}
        />
      </Form.Item>
      <Form.Item name="machineID" label="Machine" rules={[requiredRule]}>
        <Select
          aria-label="Machine"
          showSearch
          optionFilterProp="label"
          disabled={clinicID === undefined}
          loading={machines.isFetching}
          placeholder="Select a machine"
          options={(machines.data ?? []).map((m) => ({ value: m.id, label: `${m.name} (${m.serialNo})` }))}
        />
      </Form.Item>
      <Form.Item name="name" label="Test Case" rules={[{ ...requiredRule, whitespace: true }]}>
        <AutoComplete
          aria-label="Test Case"
          options={testCases.map((name) => ({ value: name }))}
          filterOption={(input, option) => String(option?.value).toLowerCase().includes(input.toLowerCase())}
          placeholder="e.g. Electrical safety"
        />
      </Form.Item>
      <DateItem
        name="expiryDate"
        label="Expiry Date"
        rules={[requiredRule]}
        disabledDate={(date) => beforeToday(date, today)}
      />
      <DateItem
        name="nextAudit"
        label="Next Audit"
        rules={[
          {
            validator: (_, value: Dayjs | null | undefined) =>
              value && nextAuditTooLate(iso(value) as string, expiry, 'create')
                ? Promise.reject(new Error(NEXT_AUDIT_MESSAGE))
                : Promise.resolve(),
          },
        ]}
        disabledDate={(date) => nextAuditTooLate(date, expiry, 'create')}
      />
      <RemarksItem />
      <Form.Item name="document" label="Document">
        <DocumentField />
      </Form.Item>
    </FormModal>
  );
}
