import { FileTextOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { request } from '../../api/graphql.ts';
import { PATIENT_INVOICES } from '../../shared/accounting/api.ts';

/** The patient's invoices page in a centre's QuickBooks, when the patient is a customer there. */
export const patientInvoicesKeys = {
  all: ['patientInvoices'] as const,
  of: (patientID: number, clinicID: number) => [...patientInvoicesKeys.all, patientID, clinicID] as const,
};

function usePatientInvoicesURL(patientID: number, clinicID: number) {
  return useQuery({
    queryKey: patientInvoicesKeys.of(patientID, clinicID),
    queryFn: async ({ signal }) =>
      (await request(PATIENT_INVOICES, { patientID, clinicID }, signal)).patientInvoices.url ?? null,
  });
}

/**
 * View Invoices (spec 001 section 2): shown only when the patient has an accounting customer in the selected
 * centre's company (the server answers its page's url, else null); opens it in a new tab. A failure to read it
 * hides the button rather than troubling the lab input.
 */
export function ViewInvoicesButton({ patientID, clinicID }: { patientID: number; clinicID: number }) {
  const { data: url } = usePatientInvoicesURL(patientID, clinicID);
  if (!url) return null;
  return (
    <Button
      size="small"
      icon={<FileTextOutlined />}
      onClick={() => window.open(new URL(url, window.location.origin).toString(), '_blank', 'noopener')}
    >
      View Invoices
    </Button>
  );
}
