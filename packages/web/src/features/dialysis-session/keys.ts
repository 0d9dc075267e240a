/** The dialysis session screens' own query keys (the patient's record and sessions use recordKey). */
export const sessionKeys = {
  machines: (clinicID: number | null) => ['sessionMachines', clinicID] as const,
  symptomOptions: () => ['symptomOptions'] as const,
  today: (patientID: number, clinicID: number | undefined) => ['todaySession', patientID, clinicID] as const,
};
