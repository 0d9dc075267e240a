import { Descriptions, Flex } from 'antd';
import { LastNonNullLabPanel } from '../../shared/patient-panels/lab-panels.tsx';
import { type Patient, sectionItems, VIEW_SECTIONS } from '../patient/index.ts';
import { Panel } from './history-view.tsx';

/**
 * Patient Summary (spec 001 section 2, printable): the patient's details as Patient Information shows them
 * (dialysis details, personal particulars, contact details with the next of kin, medical details with the
 * allergies, support) and the latest labs: what a receiving hospital or a covering doctor needs on one sheet.
 */
export function SummaryView({ patient }: { patient: Patient }) {
  return (
    <Flex vertical gap={12}>
      {VIEW_SECTIONS.map((section) => (
        <Panel key={section.title} title={section.title}>
          <Descriptions
            column={{ xs: 1, md: 2, xl: 3 }}
            size="small"
            items={sectionItems(patient, section)}
          />
        </Panel>
      ))}
      <LastNonNullLabPanel patientID={patient.id} />
    </Flex>
  );
}
