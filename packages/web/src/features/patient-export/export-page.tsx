import { Button, Flex, Segmented, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { PageTitle } from '../../components/page-title.tsx';
import { usePatientOrLeave } from '../patient/index.ts';
import { EXPORT_MESSAGES as M, useExportCentre } from './export-queries.ts';
import { HistoryView } from './history-view.tsx';
import { PrintPageHeader } from './print-page-header.tsx';
import { SessionsPrintView } from './sessions-print-view.tsx';
import { SummaryView } from './summary-view.tsx';
import '../../shared/print/print-chrome.css';
import './print.css';
import { Result } from '../../components/result.tsx';

/** The three prints of the page (spec 001 section 2: the export, 'Patient Summary' and the per-dialysis print). */
const VIEWS = {
  history: { label: 'Patient Dialysis History', print: 'Print - Patient Dialysis History' },
  summary: { label: 'Patient Summary', print: 'Print - Patient Summary' },
  sessions: { label: 'Dialysis Sessions', print: 'Print - Dialysis Sessions' },
} as const;
type View = keyof typeof VIEWS;

/**
 * Patient record export (spec 001 section 2, /patient/{id}/patientrecord/export) and the patient's other prints:
 * the Patient Dialysis History (the export's panels), the Patient Summary (the patient's details with what is in
 * force) and the last 4 dialysis sessions with their readings and administered medication. Each prints A4
 * landscape without the app's menus or buttons (print.css), the centre's name, address and phone on the first
 * page, and on every page a header naming the patient, the centre, the page of how many and who printed it when
 * (PrintPageHeader). The document title begins 'Patient - '.
 */
export function PatientExportPage() {
  const { patient, failed } = usePatientOrLeave();
  const [view, setView] = useState<View>('history');
  const p = patient.data;
  const centre = useExportCentre(p?.existingClinicID ?? undefined);
  if (failed) return <Result status="warning" title={M.patient} />;
  if (!p) return <Skeleton active />;
  const centreName = centre.data?.name ?? p.clinicName ?? '';
  return (
    <Flex vertical gap={12} className="patient-export">
      <PrintPageHeader patient={p} centre={centreName} />
      <div className="print-only" data-testid="print-header">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {centreName}
        </Typography.Title>
        <Typography.Text>
          {[centre.data?.address, centre.data?.phoneNo && `Tel ${centre.data.phoneNo}`]
            .filter(Boolean)
            .join(' · ')}
        </Typography.Text>
      </div>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <PageTitle title={`Patient - ${p.name}`}>{VIEWS[view].label}</PageTitle>
        <Flex gap={8} wrap className="no-print">
          <Segmented<View>
            value={view}
            onChange={setView}
            options={Object.entries(VIEWS).map(([value, v]) => ({ value: value as View, label: v.label }))}
          />
          <Button type="primary" onClick={() => window.print()}>
            {VIEWS[view].print}
          </Button>
        </Flex>
      </Flex>
      {view === 'history' && <HistoryView patient={p} />}
      {view === 'summary' && <SummaryView patient={p} />}
      {view === 'sessions' && <SessionsPrintView patientID={p.id} />}
    </Flex>
  );
}
