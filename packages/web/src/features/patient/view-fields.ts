import { bmi, kgFromGrams, metresFromCm, optionLabel, type PatientOptionField } from '@dialysis/domain';
import { showDay } from '../../lib/clock.ts';
import type { Patient, PatientFieldName } from './queries.ts';

/** What Patient Information shows per section, with the form's labels (spec 001 section 2). */
type Shown = {
  field: PatientFieldName | 'clinicName';
  label: string;
  as?: 'date' | 'm' | 'kg' | PatientOptionField;
};

export const VIEW_SECTIONS: { title: string; fields: Shown[] }[] = [
  {
    title: 'Dialysis Details',
    fields: [
      { field: 'clinicName', label: 'Dialysis Centre' },
      { field: 'status', label: 'Status', as: 'status' },
      { field: 'registeredDate', label: 'Registered Date', as: 'date' },
      { field: 'referringSource', label: 'Referring Source' },
      { field: 'referrer', label: 'Referrer' },
      { field: 'referringSourceStart', label: 'Referring Source Start', as: 'date' },
      { field: 'referringSourceEnd', label: 'Referring Source End', as: 'date' },
      { field: 'firstDialysisHospital', label: 'First Dialysis Hospital' },
      { field: 'firstDialysisHospitalDate', label: 'First Dialysis Hospital Date', as: 'date' },
      { field: 'firstConsultDate', label: 'First Consult Date', as: 'date' },
      { field: 'DESRD', label: 'Date ESRD', as: 'date' },
      { field: 'travelType', label: 'Travel Type' },
      { field: 'schedulePattern', label: 'Schedule Pattern' },
      { field: 'scheduleSession', label: 'Schedule Session' },
    ],
  },
  {
    title: 'Personal Particulars',
    fields: [
      { field: 'name', label: 'Full Name' },
      { field: 'idType', label: 'Identification Type' },
      { field: 'nric', label: 'NRIC' },
      { field: 'gender', label: 'Gender', as: 'gender' },
      { field: 'dob', label: 'Date of Birth', as: 'date' },
      { field: 'race', label: 'Race' },
      { field: 'religion', label: 'Religion' },
      { field: 'maritalStatus', label: 'Marital Status' },
      { field: 'accommodation', label: 'Accommodation' },
    ],
  },
  {
    title: 'Contact Details',
    fields: [
      { field: 'phoneNo', label: 'Mobile Number' },
      { field: 'homeNo', label: 'Home Number' },
      { field: 'email', label: 'Email' },
      { field: 'address', label: 'Address' },
      { field: 'nokName', label: 'Name of Next of Kin' },
      { field: 'nokPhoneNo', label: "NOK's Mobile Number" },
      { field: 'nokRelation', label: "NOK's Relationship" },
      { field: 'nokAddress', label: "NOK's Address" },
    ],
  },
  {
    title: 'Medical Details',
    fields: [
      { field: 'height', label: 'Height (m)', as: 'm' },
      { field: 'weight', label: 'Weight (kg)', as: 'kg' },
      { field: 'wheelchairWeight', label: 'Wheelchair Weight (kg)', as: 'kg' },
      { field: 'bloodGroup', label: 'Blood Group' },
      { field: 'mobilityStatus', label: 'Mobility' },
      { field: 'diabeticStatus', label: 'Diabetic' },
      { field: 'smoker', label: 'Smoker' },
      { field: 'alcohol', label: 'Alcohol' },
      { field: 'amputee', label: 'Amputee' },
      { field: 'stage', label: 'Stage' },
      { field: 'medicalAlert', label: 'Medical Alert' },
      { field: 'causeOfKidneyFailure', label: 'Cause of Kidney Failure' },
      { field: 'hepB', label: 'Hep B' },
      { field: 'FHepB', label: 'Hep B Status' },
      { field: 'FHCV', label: 'HCV Status' },
      { field: 'FHIV', label: 'HIV Status' },
      { field: 'FAccess', label: 'Access' },
      { field: 'comanaging', label: 'Co-managing' },
      { field: 'DExit', label: 'Date of Exit', as: 'date' },
      { field: 'RExit', label: 'Reason of Exit' },
      { field: 'procedure', label: 'Procedure' },
      { field: 'medication', label: 'Medication' },
      { field: 'vaccination', label: 'Vaccination' },
      { field: 'history', label: 'History' },
    ],
  },
  {
    title: 'Support',
    fields: [
      { field: 'socialWorker', label: 'Social Worker' },
      { field: 'vwoSupport', label: 'Funded' },
    ],
  },
];

/** A stored value as shown: dates DD MMM YYYY, height in m, weights in kg, option labels. */
export function shownValue(patient: Patient, shown: Shown): string {
  const value = patient[shown.field];
  if (value === null || value === undefined || value === '') return '-';
  if (shown.as === 'date') return showDay(String(value));
  if (shown.as === 'm') return String(metresFromCm(Number(value)));
  if (shown.as === 'kg') return String(kgFromGrams(Number(value)));
  if (shown.as) return optionLabel(shown.as, String(value));
  return String(value);
}

/** A section's rows; Medical Details adds the computed BMI and the allergies, comma-joined. */
export function sectionItems(patient: Patient, section: (typeof VIEW_SECTIONS)[number]) {
  const items = section.fields.map((shown) => ({
    key: shown.field,
    label: shown.label,
    children: shownValue(patient, shown),
  }));
  if (section.title !== 'Medical Details') return items;
  const value = bmi(patient.weight as number | null, patient.height as number | null);
  const allergies = patient.allergies.map((a) => a.name).join(', ');
  return [
    ...items.slice(0, 2),
    { key: 'bmi', label: 'BMI', children: value === null ? '-' : value.toFixed(2) },
    ...items.slice(2),
    { key: 'allergies', label: 'Allergies', children: allergies || '-' },
  ];
}
