import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { DATE_FORMAT, MACHINE_STATUS_MESSAGES, REMARKS_MAX_LENGTH } from '@dialysis/domain';
import { App, Button, Flex, Form, Input, Typography, Upload } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorText } from '../../api/errors.ts';
import { uploadFile } from '../../api/upload.ts';
import { DatePicker } from '../../components/date-picker.tsx';
import { FAILED } from '../../shared/manage-kit/kit.tsx';

/** Dates are picked as dayjs values, shown DD MMM YYYY and sent YYYY-MM-DD (spec 002 section 5). */
export const iso = (value: Dayjs | null | undefined): string | null =>
  value ? value.format('YYYY-MM-DD') : null;

export const requiredRule: Rule = { required: true, message: MACHINE_STATUS_MESSAGES.required };

export function DateItem({
  name,
  label,
  rules,
  disabled,
  disabledDate,
  extra,
}: {
  name: string;
  label: string;
  rules?: Rule[];
  disabled?: boolean;
  /** Receives the date as YYYY-MM-DD. */
  disabledDate?: (date: string) => boolean;
  extra?: string;
}) {
  return (
    <Form.Item name={name} label={label} rules={rules} extra={extra}>
      <DatePicker
        format={DATE_FORMAT}
        style={{ width: '100%' }}
        aria-label={label}
        disabled={disabled}
        disabledDate={disabledDate ? (d: Dayjs) => disabledDate(d.format('YYYY-MM-DD')) : undefined}
      />
    </Form.Item>
  );
}

export function RemarksItem() {
  return (
    <Form.Item
      name="remarks"
      label="Remarks"
      rules={[{ max: REMARKS_MAX_LENGTH, message: MACHINE_STATUS_MESSAGES.remarksTooLong }]}
    >
      <Input.TextArea rows={3} showCount maxLength={REMARKS_MAX_LENGTH} aria-label="Remarks" />
    </Form.Item>
  );
}

export interface UploadedDocument {
  key: string;
  name: string;
}

/**
 * One audit document (spec 002: only one file). It is uploaded as soon as it is chosen, so a wrong type or
 * size is told at once with the server's message; the item refers to it only when the form is saved.
 */
export function DocumentField({
  value,
  onChange,
}: {
  value?: UploadedDocument;
  onChange?: (value: UploadedDocument | undefined) => void;
}) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Flex vertical gap={4}>
      <Upload
        accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
        maxCount={1}
        showUploadList={false}
        customRequest={async ({ file }) => {
          setBusy(true);
          try {
            const uploaded = await uploadFile('machineAuditDocument', file as File);
            onChange?.({ key: uploaded.key, name: uploaded.originalName });
          } catch (error) {
            message.error(errorText(error, FAILED.update));
          } finally {
            setBusy(false);
          }
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {value ? 'Replace document' : 'Attach document'}
        </Button>
      </Upload>
      {value && (
        <Flex align="center" gap={4} data-testid="attached-document">
          <PaperClipOutlined />
          <Typography.Text>{value.name}</Typography.Text>
          <Button
            type="text"
            size="small"
            aria-label="Remove document"
            icon={<DeleteOutlined />}
            onClick={() => onChange?.(undefined)}
          />
        </Flex>
      )}
    </Flex>
  );
}
