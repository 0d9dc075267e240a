import { Button, Card, Flex, Form } from 'antd';
import type { ReactNode } from 'react';
import type { FormValues } from '../form-values.ts';
import { ContactDetails } from './contact-details.tsx';
import { DialysisDetails } from './dialysis-details.tsx';
import { MedicalDetails } from './medical-details.tsx';
import { PersonalParticulars } from './personal-particulars.tsx';
import { type PictureChoice, PictureField } from './picture-field.tsx';
import { Support } from './support.tsx';

/** The patient form of Create and Edit: the spec's sections as cards, Cancel and Save at the end. */
export function PatientForm(props: {
  name: string;
  initialValues: FormValues;
  pictureUrl: string | null;
  onPicture: (choice: PictureChoice) => void;
  allergies: ReactNode;
  saving: boolean;
  onCancel: () => void;
  onSave: (values: FormValues) => void;
}) {
  return (
    <Form<FormValues>
      name={props.name}
      layout="vertical"
      initialValues={props.initialValues}
      onFinish={props.onSave}
      scrollToFirstError
    >
      <Flex vertical gap={16}>
        <Card title="Dialysis Details">
          <DialysisDetails />
        </Card>
        <Card title="Personal Particulars">
          <PictureField url={props.pictureUrl} onChange={props.onPicture} />
          <PersonalParticulars />
        </Card>
        <Card title="Contact Details">
          <ContactDetails />
        </Card>
        <Card title="Medical Details">
          <MedicalDetails allergies={props.allergies} />
        </Card>
        <Card title="Support">
          <Support />
        </Card>
        <Flex gap={8} justify="end">
          <Button onClick={props.onCancel}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={props.saving}>
            Save
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
