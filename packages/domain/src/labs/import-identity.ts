/**
 * Who a lab file's row is about (issue 25 item 2): a result is filed under a patient only when the file's
 * NRIC and name (and sex, where the file gives one) agree with the patient's record. The NRIC finds the
 * record; the name and sex confirm it, as a second identifier does at the chairside. A laboratory writes
 * names its own way, so names are compared after normalising case, spaces, punctuation and word order;
 * anything else that differs is a mismatch the user must resolve (leave the rows out, or confirm the match
 * explicitly, which the server audits).
 */

export type Sex = 'M' | 'F' | 'O';

/** The words of a name, compared without case, accents, punctuation or order. */
function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** 'TAN, Ah-Kow' and 'ah kow tan' read 'ah kow tan': the words, lower case, sorted. */
export function normalisedName(name: string): string {
  return nameWords(name).sort().join(' ');
}

/**
 * Two spellings of one name: the same words in any order ('Tan Ah Kow', 'KOW, Ah Tan'), or the same
 * letters in the same order when only the spacing or punctuation differs ("O'Brien" and 'OBrien',
 * 'Ah-Kow' and 'Ahkow'). An empty name never matches.
 */
export function namesMatch(a: string, b: string): boolean {
  const wordsA = normalisedName(a);
  if (!wordsA) return false;
  if (wordsA === normalisedName(b)) return true;
  return nameWords(a).join('') === nameWords(b).join('');
}

/** The file's sex as the record keeps it (M, F or O), or null when blank or not one the import reads. */
export function importSex(text: string): Sex | null {
  const word = text.trim().toLowerCase();
  if (word === 'm' || word === 'male') return 'M';
  if (word === 'f' || word === 'female') return 'F';
  if (word === 'o' || word === 'other' || word === 'others') return 'O';
  return null;
}

/** What of a row's identity disagrees with the record (empty when it agrees). */
export interface IdentityMismatch {
  /** The file's name differs from the record's, or the file gives none (the NRIC alone is one identifier). */
  name: boolean;
  /** The file gives a sex the record contradicts. */
  sex: boolean;
}

/**
 * Checks a row's name and sex against the record found by its NRIC. Null when they agree; a sex the file
 * does not give (or that cannot be read) or that the record lacks is not compared.
 */
export function identityMismatch(
  file: { name: string; sex: string },
  record: { name: string; gender: string | null },
): IdentityMismatch | null {
  const name = !namesMatch(file.name, record.name);
  const fileSex = importSex(file.sex);
  const recordSex = record.gender ? importSex(record.gender) : null;
  const sex = fileSex !== null && recordSex !== null && fileSex !== recordSex;
  return name || sex ? { name, sex } : null;
}

export const IDENTITY_MESSAGES = {
  /** On the patient's card of the review. */
  belongsTo: (recordName: string) => `This NRIC belongs to ${recordName}`,
  /** The server's refusal of a row whose name or sex does not match, without the user's confirmation. */
  refused:
    "The patient's name or sex in the file does not match the record: confirm the match or leave the row out.",
} as const;
