import { Row } from 'antd';
import { DateField, SelectField, TextField } from './fields.tsx';

/** Personal Particulars: who the patient is. */
export function PersonalParticulars() {
  return (
    <Row gutter={16}>
      <TextField name="name" label="Full Name" isRequired />
      <SelectField name="idType" label="Identification Type" options="idType" isRequired />
      <TextField name="nric" label="NRIC" isRequired />
      <SelectField name="gender" label="Gender" options="gender" isRequired />
      <DateField name="dob" label="Date of Birth" isRequired />
      <SelectField name="race" label="Race" options="race" isRequired />
      <SelectField name="religion" label="Religion" options="religion" />
      <SelectField name="maritalStatus" label="Marital Status" options="maritalStatus" />
      <SelectField name="accommodation" label="Accommodation" options="accommodation" />
    </Row>
  );
}
