import {
  isValidPhone,
  PATIENT_MESSAGES as M,
  PATIENT_OPTIONS,
  type PatientOptionField,
  TEXT_LIMITS,
} from '@dialysis/domain';
import { Col, Form, Input, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import { DatePicker } from '../../../components/date-picker.tsx';
import { isFutureDay } from '../../../lib/not-future.ts';

/** Small building blocks of the patient form: one labelled field in a responsive column. */

const required: Rule = { required: true, message: M.required };
const requiredText: Rule = { required: true, whitespace: true, message: M.required };

const phoneRule: Rule = {
  validator: (_rule, value: string | undefined) =>
    !value || isValidPhone(value) ? Promise.resolve() : Promise.reject(new Error(M.invalidNumber)),
};

/** Date pickers disallow future dates (spec 001 section 5). */
const noFuture = isFutureDay;

export function Cell({ children, wide }: { children: ReactNode; wide?: boolean }) {
  return (
    <Col xs={24} md={wide ? 24 : 12} xl={wide ? 24 : 8}>
      {children}
    </Col>
  );
}

export function TextField(props: {
  name: string;
  label: string;
  isRequired?: boolean;
  kind?: 'phone' | 'email' | 'area';
  wide?: boolean;
}) {
  const rules: Rule[] = [];
  if (props.isRequired) rules.push(requiredText);
  if (props.kind === 'phone') rules.push(phoneRule);
  if (props.kind === 'email') rules.push({ type: 'email', message: M.invalidEmail });
  return (
    <Cell wide={props.wide}>
      <Form.Item name={props.name} label={props.label} rules={rules}>
        {props.kind === 'area' ? (
          <Input.TextArea autoSize={{ minRows: 2 }} maxLength={TEXT_LIMITS.multiline} showCount />
        ) : (
          <Input maxLength={TEXT_LIMITS.line} showCount />
        )}
      </Form.Item>
    </Cell>
  );
}

export function SelectField(props: {
  name: string;
  label: string;
  options: PatientOptionField;
  isRequired?: boolean;
}) {
  return (
    <Cell>
      <Form.Item name={props.name} label={props.label} rules={props.isRequired ? [required] : []}>
        <Select allowClear={!props.isRequired} options={[...PATIENT_OPTIONS[props.options]]} />
      </Form.Item>
    </Cell>
  );
}

export function DateField(props: { name: string; label: string; isRequired?: boolean }) {
  return (
    <Cell>
      <Form.Item name={props.name} label={props.label} rules={props.isRequired ? [required] : []}>
        <DatePicker format="DD MMM YYYY" disabledDate={noFuture} style={{ width: '100%' }} />
      </Form.Item>
    </Cell>
  );
}
