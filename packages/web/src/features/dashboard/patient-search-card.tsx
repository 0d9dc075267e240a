import { EnvironmentOutlined, FileTextOutlined, HistoryOutlined, IdcardOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { InitialsAvatar } from '../../components/initials-avatar.tsx';
import { patientRoutePath } from '../../shared/patient-menu.ts';
import type { PatientSearchItem } from './patient-search-query.ts';

/**
 * One patient found by the centre or all-centres search: avatar, id code, name, masked NRIC and, in all-centres
 * mode, the centre (spec 000 section 2). The links to patient info and record show once those screens exist.
 */
export function PatientSearchCard({
  patient,
  showCentre,
  onViewSessions,
}: {
  patient: PatientSearchItem;
  showCentre: boolean;
  onViewSessions?: (patient: { patientID: number; name: string }) => void;
}) {
  const info = patientRoutePath('patientInformation', patient.id);
  const record = patientRoutePath('patientRecord', patient.id);
  return (
    <Card
      size="small"
      data-testid="patient-search-card"
      data-patient-id={patient.id}
      style={{ height: '100%' }}
      aria-label={patient.name}
      role="article"
    >
      <Flex gap={12} align="flex-start">
        {patient.photoUrl ? (
          <Avatar src={patient.photoUrl} size={48} alt="" style={{ flex: 'none' }} />
        ) : (
          <InitialsAvatar name={patient.name} size={48} />
        )}
        <Flex vertical style={{ minWidth: 0, flex: 1 }}>
          {patient.namecode && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="patient-code">
              {patient.namecode}
            </Typography.Text>
          )}
          <Typography.Text strong ellipsis={{ tooltip: patient.name }} data-testid="patient-name">
            {patient.name}
          </Typography.Text>
          <Typography.Text type="secondary" data-testid="patient-nric" style={{ fontFamily: 'monospace' }}>
            {patient.nric ?? ''}
          </Typography.Text>
          {showCentre && patient.clinicName && (
            <Typography.Text type="secondary" data-testid="patient-centre">
              <EnvironmentOutlined /> {patient.clinicName}
            </Typography.Text>
          )}
        </Flex>
      </Flex>
      {(info || record || onViewSessions) && (
        <Flex gap={8} wrap style={{ marginTop: 12 }}>
          {info && (
            <Link to={info}>
              <Button size="small" icon={<IdcardOutlined />}>
                Patient Info
              </Button>
            </Link>
          )}
          {record && (
            <Link to={record}>
              <Button size="small" icon={<FileTextOutlined />}>
                Patient Record
              </Button>
            </Link>
          )}
          {onViewSessions && (
            <Button
              size="small"
              icon={<HistoryOutlined />}
              data-action="sessions"
              onClick={() => onViewSessions({ patientID: patient.id, name: patient.name })}
            >
              View Dialysis Sessions
            </Button>
          )}
        </Flex>
      )}
    </Card>
  );
}
