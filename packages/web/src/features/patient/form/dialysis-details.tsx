import { PATIENT_MESSAGES as M, TEXT_LIMITS } from '@dialysis/domain';
import { AutoComplete, Form, Row, Select } from 'antd';
import { activeClinics, useClinics } from '../../../shared/centres/clinics.ts';
import { useReferringSources } from '../queries.ts';
import { Cell, DateField, SelectField, TextField } from './fields.tsx';

/** Dialysis Details: where and how the patient dialyses, and who referred them. */
export function DialysisDetails() {
  const clinics = useClinics();
  const sources = useReferringSources();
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
      {/* A choice from the list, or any other text (the list does not hold every referrer). */}
      <Cell>
        <Form.Item name="referringSource" label="Referring Source">
          <AutoComplete
            options={(sources.data ?? []).map((name) => ({ value: name }))}
            maxLength={TEXT_LIMITS.line}
            showSearch={{
              filterOption: (input, option) =>
                String(option?.value ?? '')
                  .toLowerCase()
                  .includes(input.toLowerCase()),
            }}
            allowClear
          />
        </Form.Item>
      </Cell>
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
