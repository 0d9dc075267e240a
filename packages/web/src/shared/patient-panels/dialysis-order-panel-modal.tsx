import {
  DIALYSIS_ORDER_DEFAULTS as D,
  type DialysisOrderNumberField,
  kgFromGrams,
  DIALYSIS_ORDER_MESSAGES as M,
  NEEDLE_OPTIONS,
  orderNumberError,
  PRIMARY_ACCESS_OPTIONS,
  TEXT_LIMITS,
} from '@dialysis/domain';
import type { QueryKey } from '@tanstack/react-query';
import { Col, Form, Input, Modal, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { request } from '../../api/graphql.ts';
import { DatePicker } from '../../components/date-picker.tsx';
import { pickerNow } from '../../lib/clock.ts';
import { CREATE_DIALYSIS_ORDER, type DialysisOrder } from './dialysis-order-panel-queries.ts';
import { useRecordMutation } from './use-record-write.ts';

type Values = {
  dOrder: Dayjs;
  dryWeight: string;
  MSA: string;
  freqMth: string;
  duration: string;
  hepLoad?: string;
  hepCont?: string;
  antio?: string;
  dialysate: string;
  accessPrim: string;
  accessID?: string;
  aNeedle: string;
  vNeedle: string;
  bicarbonate: string;
  temp: string;
  QD: string;
  QB: string;
  notes: string;
};

/** The same rule as the server's: 'Required.' when blank (for required fields), 'Digits only' when broken. */
const numberRule = (field: DialysisOrderNumberField): Rule[] => [
  {
    validator: async (_rule, value: string | undefined) => {
      const error = orderNumberError(field, value);
      if (error) throw new Error(error);
    },
  },
];
const required: Rule[] = [{ required: true, whitespace: true, message: M.required }];
const options = (list: readonly string[]) => list.map((value) => ({ value, label: value }));

const initialValues = () => ({
  dOrder: pickerNow(),
  freqMth: String(D.freqMth),
  duration: String(D.duration),
  hepLoad: String(D.hepLoad),
  hepCont: String(D.hepCont),
  dialysate: String(D.dialysate),
  bicarbonate: String(D.bicarbonate),
  temp: String(D.temp),
  QD: String(D.QD),
  QB: String(D.QB),
});

const typed = (value: number | string | null | undefined) =>
  value === null || value === undefined ? undefined : String(value);

/**
 * A renewal (Routine Orders' Renew): every field as the order in force has it, the dry weight in kg as the form
 * types it, and today's order date (a renewal is a new order of today).
 */
export const valuesFromOrder = (order: DialysisOrder): Partial<Values> => ({
  dOrder: pickerNow(),
  dryWeight: typed(order.dryWeight === null ? null : kgFromGrams(order.dryWeight)),
  MSA: typed(order.MSA),
  freqMth: typed(order.freqMth),
  duration: typed(order.duration),
  hepLoad: typed(order.hepLoad),
  hepCont: typed(order.hepCont),
  antio: typed(order.antio),
  dialysate: typed(order.dialysate),
  accessPrim: typed(order.accessPrim),
  accessID: typed(order.accessID),
  aNeedle: typed(order.aNeedle),
  vNeedle: typed(order.vNeedle),
  bicarbonate: typed(order.bicarbonate),
  temp: typed(order.temp),
  QD: typed(order.QD),
  QB: typed(order.QB),
  notes: typed(order.notes),
});

const blankToNull = (text: string | undefined) => text?.trim() || null;

/**
 * New Order (spec 000 sections 5 and 9): the spec's defaults prefilled; numbers as typed ('Digits only'); the
 * dry weight in kg (3 digits or fewer without a decimal point is kg, a longer whole number grams). Save asks
 * 'Are you sure?', then 'Dialysis Order created.' and the panel shows the new order in force. A field the
 * server refuses shows its message on that field. Given `prefill` (Routine Orders' Renew), the form starts from
 * that order instead of the defaults, dated today; the save is the same createDialysisOrder with its rules, and
 * `reloads` names the calling screen's lists to reload after it (a stable array).
 */
export function NewDialysisOrderModal({
  patientID,
  open,
  onClose,
  prefill,
  reloads,
}: {
  patientID: number;
  open: boolean;
  onClose: () => void;
  prefill?: DialysisOrder | null;
  reloads?: readonly QueryKey[];
}) {
  const [form] = Form.useForm<Values>();

  const saveMutation = useRecordMutation(
    patientID,
    {
      mutationFn: (v: Values) =>
        request(CREATE_DIALYSIS_ORDER, {
          create: {
            patientID,
            dOrder: v.dOrder.format('YYYY-MM-DD'),
            dryWeight: v.dryWeight.trim(),
            MSA: v.MSA.trim(),
            freqMth: v.freqMth.trim(),
            duration: v.duration.trim(),
            hepLoad: blankToNull(v.hepLoad),
            hepCont: blankToNull(v.hepCont),
            antio: blankToNull(v.antio),
            dialysate: v.dialysate.trim(),
            accessPrim: v.accessPrim,
            accessID: blankToNull(v.accessID),
            aNeedle: v.aNeedle,
            vNeedle: v.vNeedle,
            bicarbonate: v.bicarbonate.trim(),
            temp: v.temp.trim(),
            QD: v.QD.trim(),
            QB: v.QB.trim(),
            notes: v.notes.trim(),
          },
        }),
      meta: { done: M.created, failed: M.createFailed, form },
    },
    reloads,
  );
  const save = (v: Values) => saveMutation(v, onClose);

  const number = (field: DialysisOrderNumberField, label: string, required = true) => (
    <Col xs={24} sm={12} md={8}>
      <Form.Item name={field} label={label} rules={numberRule(field)} required={required}>
        <Input inputMode="decimal" maxLength={12} />
      </Form.Item>
    </Col>
  );

  return (
    <Modal
      open={open}
      title="New Order"
      width={760}
      okText="Save"
      onOk={() => form.validateFields().then(save, () => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        clearOnDestroy
        layout="vertical"
        name="newDialysisOrder"
        initialValues={prefill ? valuesFromOrder(prefill) : initialValues()}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12} md={8}>
            <Form.Item name="dOrder" label="Order Date" rules={[{ required: true, message: M.required }]}>
              <DatePicker format="DD MMM YYYY" allowClear={false} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          {number('dryWeight', 'Dry Weight (kg)')}
          {number('MSA', 'MSA')}
          {number('freqMth', 'Frequency / Month')}
          {number('duration', 'Duration (min)')}
          {number('dialysate', 'Dialysate')}
          {number('hepLoad', 'Heparin Load', false)}
          {number('hepCont', 'Heparin Continuous', false)}
          <Col xs={24} sm={12} md={8}>
            <Form.Item name="antio" label="Anticoagulant">
              <Input maxLength={TEXT_LIMITS.line} showCount />
            </Form.Item>
          </Col>
          {number('bicarbonate', 'Bicarbonate')}
          {number('temp', 'Temp (°C)')}
          {number('QD', 'QD')}
          {number('QB', 'QB')}
          <Col xs={24} sm={12} md={8}>
            <Form.Item name="accessPrim" label="Primary Access" rules={required}>
              <Select options={options(PRIMARY_ACCESS_OPTIONS)} aria-label="Primary Access" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={8}>
            <Form.Item name="accessID" label="Access ID">
              <Input maxLength={TEXT_LIMITS.line} showCount />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={8}>
            <Form.Item name="aNeedle" label="A Needle" rules={required}>
              <Select options={options(NEEDLE_OPTIONS)} aria-label="A Needle" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={8}>
            <Form.Item name="vNeedle" label="V Needle" rules={required}>
              <Select options={options(NEEDLE_OPTIONS)} aria-label="V Needle" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="notes" label="Notes" rules={required}>
              <Input.TextArea rows={2} maxLength={TEXT_LIMITS.multiline} showCount />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
