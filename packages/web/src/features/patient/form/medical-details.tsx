import {
  bmi,
  type PatientNumberField,
  patientNumberError,
  RANGE_MESSAGES,
  typedPatientNumber,
} from '@dialysis/domain';
import { Form, Input, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { Cell, DateField, SelectField, TextField } from './fields.tsx';

/** The domain's rule for a typed height (metres) or weight (kg): 'Invalid input', or the field's range. */
const numberRule = (field: PatientNumberField): Rule => ({
  validator: (_rule, value: string | undefined) => {
    const error = patientNumberError(field, value === undefined ? '' : String(value));
    return error ? Promise.reject(new Error(error)) : Promise.resolve();
  },
});

/** BMI from the typed height (m) and weight (kg), or empty while either is missing or invalid. */
export function bmiOf(height: unknown, weight: unknown): string {
  // Only values inside their ranges make a BMI (160 typed as metres would show 0.00).
  const stored = (field: PatientNumberField, text: unknown) =>
    typeof text === 'string' && !patientNumberError(field, text) ? typedPatientNumber(field, text) : null;
  const value = bmi(stored('weight', weight), stored('height', height));
  return value === null ? '' : value.toFixed(2);
}

/**
 * Medical Details. Height in metres, weights in kg (stored cm and grams); BMI is computed when height or
 * weight loses focus and is read only, never stored (spec 001 section 2). `allergies` is the create form's
 * list or the edit form's allergy modal.
 */
export function MedicalDetails({ allergies }: { allergies: React.ReactNode }) {
  const form = Form.useFormInstance();
  const [shownBmi, setShownBmi] = useState(() =>
    bmiOf(form.getFieldValue('height'), form.getFieldValue('weight')),
  );
  const recompute = () => setShownBmi(bmiOf(form.getFieldValue('height'), form.getFieldValue('weight')));
  return (
    <Row gutter={16}>
      <Cell>
        <Form.Item
          name="height"
          label="Height (m)"
          rules={[numberRule('height')]}
          extra={RANGE_MESSAGES.heightHint}
        >
          <Input inputMode="decimal" onBlur={recompute} placeholder="1.60" />
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item name="weight" label="Weight (kg)" rules={[numberRule('weight')]}>
          <Input inputMode="decimal" onBlur={recompute} />
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item label="BMI">
          <Input value={shownBmi} readOnly aria-label="BMI" />
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item
          name="wheelchairWeight"
          label="Wheelchair Weight (kg)"
          rules={[numberRule('wheelchairWeight')]}
        >
          <Input inputMode="decimal" />
        </Form.Item>
      </Cell>
      <SelectField name="bloodGroup" label="Blood Group" options="bloodGroup" />
      <SelectField name="mobilityStatus" label="Mobility" options="mobilityStatus" />
      <SelectField name="diabeticStatus" label="Diabetic" options="diabeticStatus" />
      <SelectField name="smoker" label="Smoker" options="smoker" />
      <SelectField name="alcohol" label="Alcohol" options="alcohol" />
      <SelectField name="amputee" label="Amputee" options="amputee" isRequired />
      <TextField name="stage" label="Stage" />
      <TextField name="medicalAlert" label="Medical Alert" />
      <Cell wide>{allergies}</Cell>
      <TextField name="causeOfKidneyFailure" label="Cause of Kidney Failure" />
      <TextField name="hepB" label="Hep B" />
      <TextField name="FHepB" label="Hep B Status" />
      <TextField name="FHCV" label="HCV Status" />
      <TextField name="FHIV" label="HIV Status" />
      <TextField name="FAccess" label="Access" />
      <TextField name="comanaging" label="Co-managing" />
      <DateField name="DExit" label="Date of Exit" />
      <TextField name="RExit" label="Reason of Exit" />
      <TextField name="procedure" label="Procedure" kind="area" wide />
      <TextField name="medication" label="Medication" kind="area" wide />
      <TextField name="vaccination" label="Vaccination" kind="area" wide />
      <TextField name="history" label="History" kind="area" wide />
    </Row>
  );
}
