import { Row } from 'antd';
import { TextField } from './fields.tsx';

/** Contact Details: the patient's and the next of kin's. */
export function ContactDetails() {
  return (
    <Row gutter={16}>
      <TextField name="phoneNo" label="Mobile Number" kind="phone" isRequired />
      <TextField name="homeNo" label="Home Number" kind="phone" />
      <TextField name="email" label="Email" kind="email" />
      <TextField name="address" label="Address" kind="area" isRequired wide />
      <TextField name="nokName" label="Name of Next of Kin" isRequired />
      <TextField name="nokPhoneNo" label="NOK's Mobile Number" kind="phone" isRequired />
      <TextField name="nokRelation" label="NOK's Relationship" />
      <TextField name="nokAddress" label="NOK's Address" kind="area" wide />
    </Row>
  );
}
