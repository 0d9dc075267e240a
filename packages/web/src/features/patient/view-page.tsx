import { PATIENT_RECORD_MESSAGES } from '@dialysis/domain';
import { Avatar, Button, Card, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { Result } from '../../components/result.tsx';
import { isRegistered, routePath } from '../../shared/routes.ts';
import { useCan } from '../../shared/session/use-can.ts';
import { usePatientOrLeave } from './use-patient-or-leave.ts';
import { sectionItems, VIEW_SECTIONS } from './view-fields.ts';

/**
 * Patient Information (spec 001 section 2), read only: Dialysis Details, Personal Particulars, Contact
 * Details, Medical Details (allergies comma-joined) and Support; Book Appointment (never for a Doctor, and
 * only once the appointment screen exists) and Edit.
 */
export function PatientInformationPage() {
  const { patient, failed } = usePatientOrLeave();
  const canBook = useCan('appointment:book');
  const canUpdate = useCan('patient:update');
  if (failed)
    return (
      <Result
        status="warning"
        title={PATIENT_RECORD_MESSAGES.retrievePatientDetails}
        extra={<Button onClick={() => patient.refetch()}>Retry</Button>}
      />
    );
  if (!patient.data) return <Skeleton active />;
  const p = patient.data;
  const showAppointment = isRegistered('patientAppointment') && canBook;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 1200 }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <PageTitle>Patient Information</PageTitle>
        <Flex gap={8}>
          {showAppointment && (
            <Link to={routePath('patientAppointment', { id: p.id })}>
              <Button>Book Appointment</Button>
            </Link>
          )}
          {canUpdate && (
            <Link to={routePath('patientInformationEdit', { id: p.id })}>
              <Button type="primary">Edit</Button>
            </Link>
          )}
        </Flex>
      </Flex>
      <Card>
        <Flex gap={16} align="center">
          <Avatar shape="square" size={96} src={p.photoUrl ?? undefined} alt="Profile picture">
            {p.photoUrl ? null : p.name.slice(0, 1)}
          </Avatar>
          <Flex vertical>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {p.name}
            </Typography.Title>
            <Typography.Text>{p.nric}</Typography.Text>
          </Flex>
        </Flex>
      </Card>
      {VIEW_SECTIONS.map((section) => (
        <Card key={section.title} title={section.title}>
          <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small" items={sectionItems(p, section)} />
        </Card>
      ))}
    </Flex>
  );
}
