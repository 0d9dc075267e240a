/** GraphQL documents of the medication tests (the contract the web uses too). */
export const MED_FIELDS = 'id patientID medication status dose route freq start end note createdOn deleted';

export const LIST_MEDICATION = /* GraphQL */ `
  query ListMedication($filter: MedicationFilter!, $pagination: Pagination) {
    listMedication(filter: $filter, pagination: $pagination) { count result { ${MED_FIELDS} } }
  }
`;
export const CREATE_MEDICATION = /* GraphQL */ `
  mutation CreateMedication($create: CreateMedicationInput!) { createMedication(create: $create) { ${MED_FIELDS} } }
`;
export const UPDATE_MEDICATION = /* GraphQL */ `
  mutation UpdateMedication($update: UpdateMedicationInput!) { updateMedication(update: $update) { ${MED_FIELDS} } }
`;

const GIVEN_FIELDS =
  'id patientID medication dose route freq givenBy givenByStaffName witnessedBy witnessedByStaffName createdOn';

export const LIST_ADMINISTERED = /* GraphQL */ `
  query ListMedicationAdministered($filter: MedicationAdministeredFilter!, $pagination: Pagination) {
    listMedicationAdministered(filter: $filter, pagination: $pagination) { count result { ${GIVEN_FIELDS} } }
  }
`;
export const CREATE_ADMINISTERED = /* GraphQL */ `
  mutation CreateMedicationAdministered($create: CreateMedicationAdministeredInput!) {
    createMedicationAdministered(create: $create) { ${GIVEN_FIELDS} }
  }
`;
export const PATIENT_HEADER = /* GraphQL */ `
  query PatientHeader($id: Int!) { patientHeader(id: $id) { id name namecode nricMasked clinicID clinicName } }
`;
