// Invented names and particulars for demo patients: any resemblance to a real person is chance.
const GIVEN = [
  'Wei Ming',
  'Siti',
  'Rajesh',
  'Mei Ling',
  'Ahmad',
  'Priya',
  'Kok Wah',
  'Nurul',
  'Arun',
  'Hui Min',
  'Farid',
  'Lakshmi',
  'Boon Keng',
  'Aisyah',
  'Suresh',
  'Li Na',
  'Hassan',
  'Kavitha',
  'Chee Keong',
  'Zainab',
];
const FAMILY = [
  'Tan',
  'Lim',
  'Ng',
  'Wong',
  'Abdullah',
  'Kumar',
  'Lee',
  'Rahman',
  'Chua',
  'Pillai',
  'Goh',
  'Ismail',
];
/** The race and religion a family name suggests in the demo (the form's option values). */
const FAMILY_RACE: Record<string, { race: string; religions: string[] }> = {
  Tan: { race: 'Chinese', religions: ['Buddhism', 'Taoism', 'Christianity', 'Nil'] },
  Lim: { race: 'Chinese', religions: ['Buddhism', 'Christianity', 'Nil'] },
  Ng: { race: 'Chinese', religions: ['Taoism', 'Buddhism'] },
  Wong: { race: 'Chinese', religions: ['Christianity', 'Buddhism'] },
  Lee: { race: 'Chinese', religions: ['Buddhism', 'Nil'] },
  Chua: { race: 'Chinese', religions: ['Taoism', 'Christianity'] },
  Goh: { race: 'Chinese', religions: ['Buddhism'] },
  Abdullah: { race: 'Malay', religions: ['Islam'] },
  Rahman: { race: 'Malay', religions: ['Islam'] },
  Ismail: { race: 'Malay', religions: ['Islam'] },
  Kumar: { race: 'Indian', religions: ['Hinduism', 'Christianity'] },
  Pillai: { race: 'Indian', religions: ['Hinduism'] },
};
const NOK_GIVEN = ['Ah Kow', 'Mei Hua', 'Ravi', 'Fatimah', 'Daniel', 'Shanti', 'Kelvin', 'Noraini'];
const NOK_RELATIONS = ['Spouse', 'Son', 'Daughter', 'Sibling'];
const STREETS = [
  'Bukit Merah View',
  'Jurong West Street 41',
  'Tampines Street 21',
  'Toa Payoh Lorong 1',
  'Ang Mo Kio Avenue 3',
  'Bedok North Road',
  'Clementi Avenue 2',
  'Woodlands Drive 14',
];
const CAUSES = [
  'Diabetic nephropathy',
  'Hypertensive nephrosclerosis',
  'Chronic glomerulonephritis',
  'Polycystic kidney disease',
  'IgA nephropathy',
];
const ALLERGIES = ['No known drug allergy', 'Penicillin', 'Sulfonamides', 'NSAIDs', 'Iodinated contrast'];
const REFERRERS = [
  'Singapore General Hospital',
  'Tan Tock Seng Hospital',
  'National University Hospital',
  'Changi General Hospital',
  'Ng Teng Fong General Hospital',
];
const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

const CHECKSUM = 'ABCDEFGHIZJ';

/** A deterministic, made-up NRIC-shaped identifier (not a valid real one). */
function nric(n: number): string {
  const digits = String(1_000_000 + ((n * 7_919) % 9_000_000)).padStart(7, '0');
  return `S${digits}${CHECKSUM[n % CHECKSUM.length]}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The nth demo patient's record, every field of the patient form filled (spec 001 section 5's required ones
 * and the rest), in stored units (height cm, weights grams). Dates are fixed in the past (birth 1945-1985,
 * ESRD 2015-2024), so the record does not move with the day the demo is started; `today` bounds them.
 */
export function demoPatient(n: number) {
  const family = pick(FAMILY, n);
  const name = `${family} ${pick(GIVEN, n * 7)}`;
  const { race, religions } = FAMILY_RACE[family] ?? { race: 'Others', religions: ['Nil'] };
  const gender = n % 2 === 0 ? 'M' : 'F';
  const born = 1945 + ((n * 13) % 40);
  const esrdYear = 2015 + ((n * 5) % 10);
  const esrd = `${esrdYear}-${pad(1 + ((n * 5) % 12))}-${pad(1 + ((n * 11) % 27))}`;
  const heightCm = gender === 'M' ? 160 + ((n * 3) % 20) : 150 + ((n * 3) % 18);
  const diabetic = CAUSES[n % CAUSES.length] === 'Diabetic nephropathy' || n % 3 === 0;
  const phone = (base: number) =>
    `+65 ${8 + (base % 2)}${String(100 + ((base * 37) % 900))} ${String(1000 + ((base * 7_411) % 9000))}`;
  return {
    name,
    nric: nric(n),
    idType: 'NRIC',
    namecode: `P${String(n + 1).padStart(4, '0')}`,
    gender,
    dob: `${born}-${pad(1 + (n % 12))}-${pad(1 + ((n * 7) % 28))}`,
    race,
    religion: pick(religions, n),
    maritalStatus: pick(['Married', 'Married', 'Widowed', 'Single', 'Divorced'], n),
    accommodation: pick(['HDB', 'HDB', 'HDB', 'Condominium', 'Landed', 'Rented'], n),
    address: `Blk ${100 + ((n * 17) % 800)} ${pick(STREETS, n)}, #${pad(2 + (n % 20))}-${100 + ((n * 29) % 400)}, Singapore ${String(100_000 + ((n * 4_391) % 800_000)).padStart(6, '0')}`,
    phoneNo: phone(n + 1),
    homeNo: `+65 6${String(100 + ((n * 53) % 900))} ${String(1000 + ((n * 313) % 9000))}`,
    email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${n + 1}@example.com`,
    nokName: `${family} ${pick(NOK_GIVEN, n)}`,
    nokPhoneNo: phone(n + 101),
    nokAddress: 'Same as patient',
    nokRelation: pick(NOK_RELATIONS, n),
    height: heightCm,
    weight: (gender === 'M' ? 62_000 : 52_000) + ((n * 1_700) % 20_000),
    bloodGroup: pick(['O POS', 'A POS', 'B POS', 'AB POS', 'O NEG', 'A NEG'], n),
    mobilityStatus: pick(
      ['Independent', 'Independent', 'Independent', 'Wheelchair Assisted', 'Ambulant Assistant'],
      n,
    ),
    diabeticStatus: diabetic ? 'Yes' : 'No',
    smoker: pick(['Never', 'Never', 'Past', 'Current'], n),
    alcohol: pick(['Never', 'Past', 'Never', 'Current'], n + 1),
    amputee: n % 17 === 5 ? 'Left BKA' : 'No',
    wheelchairWeight: n % 5 === 3 ? 15_000 : 0,
    stage: 'CKD 5D',
    medicalAlert: diabetic ? 'Diabetic: check capillary glucose if unwell' : 'Nil',
    socialWorker: n % 4 === 0 ? 'Ms Tan Hui Ling (MSW)' : 'Nil',
    vwoSupport: pick(['NKF', 'KDF', 'Self-funded', 'MediFund'], n),
    travelType: pick(['Car Private', 'Car Hire', 'Bus', 'Walk', 'Ambulance'], n),
    // The schedule the history follows (history.ts): by the patient's place in the centre's 20.
    schedulePattern: (n % 20) % 2 === 0 ? 'Mon, Wed, Fri' : 'Tue, Thu, Sat',
    scheduleSession: pick(['Morning', 'Noon', 'Evening'], Math.floor((n % 20) / 2)),
    referringSource: pick(REFERRERS, n),
    referrer: `Dr ${pick(['Ong', 'Menon', 'Yusof', 'Chan', 'Teo'], n)} (Renal)`,
    registeredDate: `${esrdYear}-${pad(1 + ((n * 5) % 12))}-28`,
    firstDialysisHospital: pick(REFERRERS, n + 2),
    firstDialysisHospitalDate: esrd,
    referringSourceStart: esrd,
    firstConsultDate: `${esrdYear - 1}-${pad(1 + ((n * 3) % 12))}-15`,
    DESRD: esrd,
    hepB: pick(['Immune (vaccinated)', 'Non-immune', 'Immune (vaccinated)'], n),
    FHepB: 'NEG',
    FHCV: 'NEG',
    FHIV: 'NEG',
    FAccess: pick(['AVF LEFT WRIST', 'AVF LEFT WRIST', 'AVF RIGHT BCF', 'AVG LEFT FOREARM'], n),
    comanaging: pick(REFERRERS, n),
    procedure: pick(['Left radiocephalic AVF creation', 'Right brachiocephalic AVF creation'], n),
    medication: 'See current medication',
    vaccination: 'Hepatitis B series completed; influenza yearly',
    history: diabetic ? 'Type 2 diabetes mellitus, hypertension' : 'Hypertension, hyperlipidaemia',
    causeOfKidneyFailure: pick(CAUSES, n),
  };
}

/** The demo patient's allergies (at least one, as the create form asks). */
export function demoAllergies(n: number): string[] {
  const first = pick(ALLERGIES, n * 3);
  return n % 4 === 1 && first !== ALLERGIES[0] ? [first, pick(ALLERGIES.slice(1), n + 1)] : [first];
}
