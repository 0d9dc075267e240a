import { PATIENT_MESSAGES as M, PATIENT_OPTIONS } from '@dialysis/domain';
import { useMutation } from '@tanstack/react-query';
import { Flex } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { request } from '../../api/graphql.ts';
import { uploadFile } from '../../api/upload.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { Result } from '../../components/result.tsx';
import { ROUTE_PATHS, routePath } from '../../shared/routes.ts';
import { useAuth } from '../../shared/session/auth-context.tsx';
import { useCan } from '../../shared/session/use-can.ts';
import { AllergyList } from './form/allergy-list.tsx';
import { PatientForm } from './form/patient-form.tsx';
import type { PictureChoice } from './form/picture-field.tsx';
import { type FormValues, toPatientFields } from './form-values.ts';
import { NOT_ALLOWED } from './permissions.ts';
import { CREATE_PATIENT } from './queries.ts';

/** A prefilled gender may come as a code (M) or a label (Male, from a lab file): keep only a listed one. */
function genderOf(text: string | null): string | undefined {
  const wanted = text?.trim().toLowerCase();
  return PATIENT_OPTIONS.gender.find(
    (o) => o.value.toLowerCase() === wanted || o.label.toLowerCase() === wanted,
  )?.value;
}

/**
 * Create Patient (spec 001 section 2): prefilled from the query's name, nric and gender (the lab import's
 * Add New Patient), Amputee No, status Dialysis, the selected centre. Save uploads the picture, creates the
 * patient with their allergies and opens Patient Information; Cancel returns to the dashboard.
 */
export function CreatePatientPage() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const { centreId } = useAuth();
  const canCreate = useCan('patient:create');
  const [picture, setPicture] = useState<PictureChoice>({ kind: 'unchanged' });

  const save = useMutation({
    mutationFn: async (values: FormValues) => {
      const key = picture.kind === 'new' ? (await uploadFile('patientPicture', picture.file)).key : undefined;
      const { allergies = [], ...fields } = values;
      const data = await request(CREATE_PATIENT, {
        create: { patient: toPatientFields(fields), allergies: allergies.map((a) => a.trim()), key },
      });
      return data.createPatient;
    },
    meta: { done: 'Created successfully', failed: M.notCreated },
    onSuccess: (created) => {
      navigate(routePath('patientInformation', { id: created.id }));
    },
  });

  const initialValues: FormValues = {
    existingClinicID: centreId ?? undefined,
    status: 'DIALYSIS',
    idType: 'NRIC',
    amputee: 'No',
    name: query.get('name') ?? undefined,
    nric: query.get('nric') ?? undefined,
    gender: genderOf(query.get('gender')),
    allergies: [''],
  };

  if (!canCreate) return <Result status="403" title={NOT_ALLOWED} />;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 1200 }}>
      <PageTitle>Create Patient</PageTitle>
      <PatientForm
        name="patient-create"
        initialValues={initialValues}
        pictureUrl={null}
        onPicture={setPicture}
        allergies={<AllergyList />}
        saving={save.isPending}
        onCancel={() => navigate(ROUTE_PATHS.dashboard)}
        onSave={(values) => save.mutate(values)}
      />
    </Flex>
  );
}
