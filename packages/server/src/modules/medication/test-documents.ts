import { graphql } from '../../test/generated/index.ts';

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
