import { type CertificationStatus, DATE_FORMAT, STAFF_MESSAGES } from '@dialysis/domain';
import { Card, Form, Statistic, Tag } from 'antd';
import { DatePicker } from '../../components/date-picker.tsx';
import { showDay } from '../../lib/clock.ts';

const STATUS_COLOURS: Record<CertificationStatus, string> = {
  ACTIVE: 'blue',
  PASS: 'green',
  EXPIRED: 'red',
};

export function StatusTag({ status }: { status: CertificationStatus }) {
  return <Tag color={STATUS_COLOURS[status]}>{status}</Tag>;
}

/** Dates are sent as YYYY-MM-DD and shown as DD MMM YYYY (spec 002 section 5). */
export function showDate(date: string): string {
  return showDay(date);
}

export function StatCard({ title, value, danger }: { title: string; value: number; danger?: boolean }) {
  return (
    <Card size="small" style={{ minWidth: 200 }}>
      <Statistic
        title={title}
        value={value}
        styles={danger ? { content: { color: '#cf1322' } } : undefined}
      />
    </Card>
  );
}

/** The expiry date field of the Add and Update Status forms: required, shown DD MMM YYYY. */
export function ExpiryDateItem({ label }: { label: string }) {
  return (
    <Form.Item name="expiry" label={label} rules={[{ required: true, message: STAFF_MESSAGES.required }]}>
      <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} aria-label={label} />
    </Form.Item>
  );
}
