import type { Db } from '../db/client.ts';
import { drug, symptom } from '../db/schema.ts';

// Common dialysis-unit drugs and intradialytic symptoms, so the demo's Manage Drugs and Manage Symptoms
// screens (and the symptom choices of a reading) are not empty. Illustrative only, not clinical guidance.
const DRUGS = [
  { name: 'Heparin', purpose: 'Anticoagulation during dialysis', manufacturer: 'Pfizer' },
  { name: 'Epoetin alfa', purpose: 'Anaemia of kidney disease', manufacturer: 'Janssen' },
  { name: 'Iron sucrose', purpose: 'Iron replacement', manufacturer: 'Vifor' },
  { name: 'Calcitriol', purpose: 'Secondary hyperparathyroidism', manufacturer: 'Roche' },
  { name: 'Normal saline 0.9%', purpose: 'Volume replacement for hypotension', manufacturer: 'Baxter' },
];

const SYMPTOMS = [
  { name: 'Chest pain', class: 'Cardiovascular' },
  { name: 'Cramps', class: 'Musculoskeletal' },
  { name: 'Headache', class: 'Neurological' },
  { name: 'Hypotension', class: 'Cardiovascular' },
  { name: 'Itching', class: 'Skin' },
  { name: 'Nausea', class: 'Gastrointestinal' },
  { name: 'Vomiting', class: 'Gastrointestinal' },
];

/** The demo's reference lists, added once with the rest of the demo network. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.insert(drug).values(DRUGS);
  await db.insert(symptom).values(SYMPTOMS);
}
