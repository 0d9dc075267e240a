import { Button, Descriptions, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { usePatientHeader } from '../../shared/patient-panels/record-queries.ts';
import { isRegistered, routePath } from '../../shared/routes.ts';

/**
 * The page titles of the session pages (spec 000 section 2: "the header title depends on the page"). The spec
 * names the pages, not the words; these are ours (docs/decisions/dialysis-session-pages.md).
 */
export const SESSION_PAGE_TITLES = {
  checkin: 'Check In',
  checkinEdit: 'Update Check In',
  intra: 'Dialysis',
  checkout: 'Check Out',
  checkoutEdit: 'Update Check Out',
} as const;

export type SessionPage = keyof typeof SESSION_PAGE_TITLES;

/** Title of the page, then the patient: name, id code, NRIC masked by the server, centre; buttons on the right. */
export function SessionHeader({
  page,
  patientID,
  extra,
}: {
  page: SessionPage;
  patientID: number;
  extra?: ReactNode;
}) {
  const patient = usePatientHeader(patientID).data;
  const navigate = useNavigate();
  // Export to PDF (spec 000 section 2) appears once the record export screen exists.
  const exportButton = isRegistered('patientRecordExport') && (
    <Button onClick={() => navigate(routePath('patientRecordExport', { id: patientID }))}>
      Export to PDF
    </Button>
  );
  return (
    <Flex justify="space-between" align="flex-start" wrap gap={12}>
      <Flex vertical gap={4}>
        <PageTitle>{SESSION_PAGE_TITLES[page]}</PageTitle>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} aria-label="Patient">
          <Descriptions.Item label="Patient">
            <Typography.Text strong>{patient?.name ?? '-'}</Typography.Text>
          </Descriptions.Item>
          {/* A patient without a namecode has no ID line (rather than an empty one). */}
          {(!patient || patient.namecode) && (
            <Descriptions.Item label="ID">{patient?.namecode ?? '-'}</Descriptions.Item>
          )}
          <Descriptions.Item label="NRIC">{patient?.nricMasked ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="Centre">{patient?.clinicName ?? '-'}</Descriptions.Item>
        </Descriptions>
      </Flex>
      {(extra || exportButton) && (
        <Flex gap={8} wrap>
          {extra}
          {exportButton}
        </Flex>
      )}
    </Flex>
  );
}
