import { ageOn, elapsedText, maskNric, optionLabel, PATIENT_RECORD_MESSAGES } from '@dialysis/domain';
import { Button, Card, Descriptions, Flex, Input, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { Result } from '../../components/result.tsx';
import { showDay } from '../../lib/clock.ts';
import { LastNonNullLabPanel } from '../../shared/patient-panels/lab-panels.tsx';
import { LabResultsPanel } from '../../shared/patient-panels/lab-results-panel.tsx';
import { pathOf } from '../../shared/routes.ts';
import { useCentre } from '../../shared/session/guards.tsx';
import { useCan } from '../../shared/session/use-can.ts';
import { AllergyModal, type Patient, usePatientOrLeave } from '../patient/index.ts';
import { SEARCH_PLACEHOLDER } from './patient-list-page.tsx';
import { ViewInvoicesButton } from './view-invoices.tsx';

/** A day with how long ago it was: '15 Sep 2023 (3 years 2 months)'. */
const dayWithElapsed = (day: string | null | undefined, today: string) =>
  day ? `${showDay(day)} (${elapsedText(day, today) || '0 days'})` : '';

/**
 * The patient details summary of the manual input page (spec 001 section 2). 'In Dialysis' counts from the
 * first dialysis at a hospital, 'Current Centre' from the registration at this centre. View Invoices shows
 * when the patient is an accounting customer of the selected centre's QuickBooks company (issue 15).
 */
function PatientSummary({
  patient: p,
  today,
  clinicID,
}: {
  patient: Patient;
  today: string;
  clinicID: number;
}) {
  const canEdit = useCan('patient:update');
  const [allergiesOpen, setAllergiesOpen] = useState(false);
  const age = ageOn(p.dob, today);
  return (
    <Card
      title="Patient Details"
      data-testid="patient-summary"
      extra={<ViewInvoicesButton patientID={p.id} clinicID={clinicID} />}
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
        <Descriptions.Item label="Name">{p.name}</Descriptions.Item>
        <Descriptions.Item label="NRIC">{maskNric(p.nric)}</Descriptions.Item>
        <Descriptions.Item label="Gender">{optionLabel('gender', p.gender)}</Descriptions.Item>
        <Descriptions.Item label="Date of Birth">
          {p.dob ? `${showDay(p.dob)}${age === null ? '' : ` (${age} years old)`}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label="Date ESRD">{dayWithElapsed(p.DESRD, today)}</Descriptions.Item>
        <Descriptions.Item label="Diabetic">{p.diabeticStatus === 'Yes' ? 'Yes' : 'No'}</Descriptions.Item>
        <Descriptions.Item label="Allergies">
          <Flex gap={8} align="center">
            {p.allergies.length > 0 ? 'Yes' : 'No'}
            {canEdit && (
              <Button size="small" onClick={() => setAllergiesOpen(true)}>
                Allergies
              </Button>
            )}
          </Flex>
        </Descriptions.Item>
        <Descriptions.Item label="In Dialysis">
          {elapsedText(p.firstDialysisHospitalDate, today)}
        </Descriptions.Item>
        <Descriptions.Item label="Referral Source">{p.referringSource ?? ''}</Descriptions.Item>
        <Descriptions.Item label="Current Centre Dialysis">
          {elapsedText(p.registeredDate, today)}
        </Descriptions.Item>
      </Descriptions>
      <AllergyModal
        patientID={p.id}
        allergies={p.allergies}
        open={allergiesOpen}
        onClose={() => setAllergiesOpen(false)}
      />
    </Card>
  );
}

/**
 * Manual input for one patient (spec 001 section 2, /labresult/import/input/{patientId}): a search box that
 * returns to the patient list with its text, the patient's summary, the lab results panel (inline add row and
 * history) and the Last Non Null Lab cards. An unknown patient says 'Invalid Patient' and leaves.
 */
export function LabInputPatientPage() {
  const { patient, failed } = usePatientOrLeave();
  const navigate = useNavigate();
  const { today, id: clinicID } = useCentre();
  if (failed)
    return (
      <Result
        status="warning"
        title={PATIENT_RECORD_MESSAGES.retrievePatientDetails}
        extra={<Button onClick={() => patient.refetch()}>Retry</Button>}
      />
    );
  return (
    <Flex vertical gap={16}>
      <PageTitle>Import Lab Result - Manual Input</PageTitle>
      <Input.Search
        allowClear
        placeholder={SEARCH_PLACEHOLDER}
        aria-label={SEARCH_PLACEHOLDER}
        onSearch={(search) => navigate(pathOf('labResultManualInput'), { state: { search } })}
        style={{ maxWidth: 400 }}
      />
      {patient.data ? (
        <>
          <PatientSummary patient={patient.data} today={today} clinicID={clinicID} />
          <LabResultsPanel patientID={patient.data.id} />
          <LastNonNullLabPanel patientID={patient.data.id} />
        </>
      ) : (
        <Skeleton active />
      )}
    </Flex>
  );
}
