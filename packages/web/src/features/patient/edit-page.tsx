import { PATIENT_MESSAGES as M, PATIENT_RECORD_MESSAGES } from '@dialysis/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { request } from '../../api/graphql.ts';
import { uploadFile } from '../../api/upload.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { Result } from '../../components/result.tsx';
import { routePath } from '../../shared/routes.ts';
import { useCan } from '../../shared/session/use-can.ts';
import { AllergyModal } from './allergy-modal.tsx';
import { PatientForm } from './form/patient-form.tsx';
import type { PictureChoice } from './form/picture-field.tsx';
import { changedFields, toFormValues, toPatientFields } from './form-values.ts';
import { NOT_ALLOWED } from './permissions.ts';
import { type Patient, patientKey, UPDATE_PATIENT } from './queries.ts';
import { usePatientOrLeave } from './use-patient-or-leave.ts';

/**
 * Edit Patient Information (spec 001 section 2): the title shows name and NRIC; the create form's fields,
 * with allergies kept in their modal. Save sends the changed fields with the version they were read at and
 * returns to the view page, as Cancel does.
 */
export function PatientEditPage() {
  const { patient, failed } = usePatientOrLeave();
  const canUpdate = useCan('patient:update');
  if (!canUpdate) return <Result status="403" title={NOT_ALLOWED} />;
  if (failed)
    return (
      <Result
        status="warning"
        title={PATIENT_RECORD_MESSAGES.retrievePatientDetails}
        extra={<Button onClick={() => patient.refetch()}>Retry</Button>}
      />
    );
  if (!patient.data) return <Skeleton active />;
  return <EditForm patient={patient.data} />;
}

function EditForm({ patient }: { patient: Patient }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [picture, setPicture] = useState<PictureChoice>({ kind: 'unchanged' });
  const [allergiesOpen, setAllergiesOpen] = useState(false);
  const back = () => navigate(routePath('patientInformation', { id: patient.id }));

  const save = useMutation({
    mutationFn: async (values: Record<string, unknown>) => {
      const key = picture.kind === 'new' ? (await uploadFile('patientPicture', picture.file)).key : undefined;
      const fields = changedFields(patient, toPatientFields(values));
      const data = await request(UPDATE_PATIENT, {
        update: { id: patient.id, patient: fields, key, updatedOn: patient.updatedOn },
      });
      return data.updatePatient;
    },
    meta: { done: 'Updated successfully', failed: M.notUpdated },
    onSuccess: (saved) => {
      queryClient.setQueryData(patientKey(saved.id), saved);
      back();
    },
  });

  const allergies = (
    <Form.Item label="Allergies">
      <Flex gap={8} align="center" wrap>
        <span>{patient.allergies.map((a) => a.name).join(', ') || 'None'}</span>
        <Button onClick={() => setAllergiesOpen(true)}>Manage Allergies</Button>
      </Flex>
    </Form.Item>
  );

  return (
    <Flex vertical gap={16} style={{ maxWidth: 1200 }}>
      <PageTitle title="Edit Patient Information">
        Edit Patient Information - {patient.name} ({patient.nric})
      </PageTitle>
      <PatientForm
        name="patient-edit"
        initialValues={toFormValues(patient)}
        pictureUrl={patient.photoUrl}
        onPicture={setPicture}
        allergies={allergies}
        saving={save.isPending}
        onCancel={back}
        onSave={(values) => save.mutate(values)}
      />
      <AllergyModal
        patientID={patient.id}
        allergies={patient.allergies}
        open={allergiesOpen}
        onClose={() => setAllergiesOpen(false)}
      />
    </Flex>
  );
}
