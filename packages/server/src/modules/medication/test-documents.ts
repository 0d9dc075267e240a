import { graphql } from '../../test/generated/index.ts';
import type { StaffAccount, TestApp } from '../../test/test-app.ts';

/** GraphQL documents of the medication tests (the contract the web uses too). */
graphql(`
  fragment MedicationFields on Medication {
    id patientID medication status dose route freq start end note createdOn deleted
  }
`);

export const LIST_MEDICATION = graphql(`
  query ListMedication($filter: MedicationFilter!, $pagination: Pagination) {
    listMedication(filter: $filter, pagination: $pagination) { count result { ...MedicationFields } }
  }
`);
export const CREATE_MEDICATION = graphql(`
  mutation CreateMedication($create: CreateMedicationInput!) { createMedication(create: $create) { ...MedicationFields } }
`);
export const UPDATE_MEDICATION = graphql(`
  mutation UpdateMedication($update: UpdateMedicationInput!) { updateMedication(update: $update) { ...MedicationFields } }
`);

graphql(`
  fragment MedicationGivenFields on MedicationAdministered {
    id patientID dialysisID medication dose route freq givenBy givenByStaffName witnessedBy witnessedByStaffName
    createdOn
  }
`);

export const LIST_ADMINISTERED = graphql(`
  query ListMedicationAdministered($filter: MedicationAdministeredFilter!, $pagination: Pagination) {
    listMedicationAdministered(filter: $filter, pagination: $pagination) { count result { ...MedicationGivenFields } }
  }
`);
export const CREATE_ADMINISTERED = graphql(`
  mutation CreateMedicationAdministered($create: CreateMedicationAdministeredInput!) {
    createMedicationAdministered(create: $create) { ...MedicationGivenFields }
  }
`);
export const PATIENT_HEADER = graphql(`
  query MedicationPatientHeader($id: Int!) { patientHeader(id: $id) { id name namecode nricMasked clinicID clinicName } }
`);

/** Two centres, the first with a nurse who gives medication and a nurse manager who witnesses it. */
export async function aCentreWithGiverAndWitness(t: TestApp) {
  const centre = await t.aCentre();
  const other = await t.aCentre();
  const giver = await t.aStaffAccount('Nurse', [centre]);
  const witness = await t.aStaffAccount('ManagingNurse', [centre]);
  return { centre, other, giver, witness };
}

/** createMedicationAdministered's input: Heparin given by `giver`, witnessed by `witness`. */
export const administeredInput = (
  staff: { giver: StaffAccount; witness: StaffAccount },
  patientID: number,
  over: Record<string, unknown> = {},
) => ({
  patientID,
  medication: 'Heparin',
  dose: '1000 IU',
  route: 'IV',
  freq: 'Once',
  givenBy: staff.giver.accountID,
  witnessedBy: staff.witness.accountID,
  ...over,
});
