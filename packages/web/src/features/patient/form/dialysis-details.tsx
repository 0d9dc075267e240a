import { PATIENT_MESSAGES as M } from '@dialysis/domain';
import { Form, Row, Select } from 'antd';
import { activeClinics, useClinics } from '../../../app/clinics.ts';
import { Cell, DateField, SelectField, TextField } from './fields.tsx';

/** Dialysis Details: where and how the patient dialyses, and who referred them. */
export function DialysisDetails() {
  const clinics = useClinics();
  return (
    <Row gutter={16}>
      <Cell>
        <Form.Item
          name="existingClinicID"
          label="Dialysis Centre"
          rules={[{ required: true, message: M.required }]}
        >
          <Select
            loading={clinics.isPending}
            options={activeClinics(clinics.data).map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
      </Cell>
      <SelectField name="status" label="Status" options="status" />
      <DateField name="registeredDate" label="Registered Date" />
      <TextField name="referringSource" label="Referring Source" />
      <TextField name="referrer" label="Referrer" />
      <DateField name="referringSourceStart" label="Referring Source Start" />
      <DateField name="referringSourceEnd" label="Referring Source End" />
      <TextField name="firstDialysisHospital" label="First Dialysis Hospital" />
      <DateField name="firstDialysisHospitalDate" label="First Dialysis Hospital Date" />
      <DateField name="firstConsultDate" label="First Consult Date" />
      <DateField name="DESRD" label="Date ESRD" isRequired />
      <SelectField name="travelType" label="Travel Type" options="travelType" />
      <TextField name="schedulePattern" label="Schedule Pattern" />
      <TextField name="scheduleSession" label="Schedule Session" />
    </Row>
  );
}
