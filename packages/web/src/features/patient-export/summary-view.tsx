import { maskNric } from '@dialysis/domain';
import { Descriptions, Flex } from 'antd';
import { LastNonNullLabPanel } from '../../shared/patient-panels/lab-panels.tsx';
import { type Patient, sectionItems, VIEW_SECTIONS } from '../patient/index.ts';
import { EXPORT_MESSAGES as M } from './export-queries.ts';
import { Panel } from './history-view.tsx';

/**
 * Patient Summary (spec 001 section 2, printable): the patient's details as Patient Information shows them
 * (dialysis details, personal particulars, contact details with the next of kin, medical details with the
 * allergies, support) and the latest labs: what a receiving hospital or a covering doctor needs on one sheet.
 * The NRIC is printed masked, as in every list and summary (spec 001 section 3): a printed sheet leaves the
 * system's access control behind.
 */
export function SummaryView({ patient }: { patient: Patient }) {
  const printed = { ...patient, nric: maskNric(patient.nric) };
  return (
    <Flex vertical gap={12}>
      {VIEW_SECTIONS.map((section) => (
        <Panel key={section.title} title={section.title}>
          <Descriptions
            column={{ xs: 1, md: 2, xl: 3 }}
            size="small"
            items={sectionItems(printed, section)}
          />
        </Panel>
      ))}
      <LastNonNullLabPanel patientID={patient.id} failed={M.lastLab} />
    </Flex>
  );
}
