// Invented names for demo patients: any resemblance to a real person is chance.
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

const CHECKSUM = 'ABCDEFGHIZJ';

/** A deterministic, made-up NRIC-shaped identifier (not a valid real one). */
function nric(n: number): string {
  const digits = String(1_000_000 + ((n * 7_919) % 9_000_000)).padStart(7, '0');
  return `S${digits}${CHECKSUM[n % CHECKSUM.length]}`;
}

export function demoPatient(n: number) {
  const name = `${FAMILY[n % FAMILY.length]} ${GIVEN[(n * 7) % GIVEN.length]}`;
  return {
    name,
    nric: nric(n),
    namecode: `P${String(n + 1).padStart(4, '0')}`,
    gender: n % 2 === 0 ? 'M' : 'F',
  };
}
