import dayjs from 'dayjs';
import { DATE_FORMAT } from '../constants.ts';
import { maskNric } from '../format.ts';

/**
 * The header of every printed page (issue 25 item 5; docs/decisions/summaries-prints-trends.md and
 * funder-report.md): a sheet that falls out of a pile must still say whose it is, where it comes from, which
 * page of how many it is, and when and by whom it was printed. One rule for the browser's prints (the record's
 * export page) and the server's PDFs (the funder report), so both say it in the same words.
 */

/** Who the sheet is about: the identifiers a nurse checks against the wristband and the folder. */
export interface PrintedPatient {
  name: string;
  /** The patient's ID code (spec 'namecode'). */
  namecode?: string | null;
  /** A calendar date, YYYY-MM-DD. */
  dob?: string | null;
  nric?: string | null;
}

/**
 * How a print shows the NRIC: masked to its last 4 on the record's prints (a sheet leaves the system's access
 * control behind), in full on the funder report (a scheme matches its claims by the number).
 */
export type PrintedNric = 'masked' | 'full';

export interface PrintHeaderInput {
  patient: PrintedPatient;
  nric: PrintedNric;
  /** The patient's centre. */
  centre: string;
  /** When, already on the centre's clock ('DD MMM YYYY HH:mm', e.g. from centreDateTime). */
  printedAt: string;
  /** The signed-in user's name. */
  printedBy: string;
}

export interface PrintHeader {
  /** 'Tan Wei Ming · ID P0001 · DOB 20 May 1961 · NRIC *****567D' */
  patient: string;
  centre: string;
  /** 'Printed 27 Nov 2026 21:54 by Grace Lim' */
  printed: string;
}

/** What a header shows for an identifier not recorded: a dash, never an empty label a reader could misread. */
export const NOT_RECORDED = '-';

const orDash = (value: string | null | undefined) => (value?.trim() ? value.trim() : NOT_RECORDED);

/** The header's three lines. Every label is always there, so a missing identifier is visibly missing. */
export function printHeader(input: PrintHeaderInput): PrintHeader {
  const { patient } = input;
  const nric = input.nric === 'full' ? patient.nric : maskNric(patient.nric);
  const dob = patient.dob ? dayjs(patient.dob.slice(0, 10)).format(DATE_FORMAT) : null;
  return {
    patient: [
      orDash(patient.name),
      `ID ${orDash(patient.namecode)}`,
      `DOB ${orDash(dob)}`,
      `NRIC ${orDash(nric)}`,
    ].join(' · '),
    centre: orDash(input.centre),
    printed: `Printed ${orDash(input.printedAt)} by ${orDash(input.printedBy)}`,
  };
}

/**
 * The header of a printed list about no one patient (the quality page's drill-down, issue 33): what the list is
 * in the patient's place, then the centre and who printed it when, in the same words.
 */
export function listPrintHeader(input: {
  title: string;
  centre: string;
  printedAt: string;
  printedBy: string;
}): PrintHeader {
  return {
    patient: orDash(input.title),
    centre: orDash(input.centre),
    printed: `Printed ${orDash(input.printedAt)} by ${orDash(input.printedBy)}`,
  };
}

/** 'Page 2 of 5', on every page of every print. */
export function pageOfPages(page: number, pages: number): string {
  return `Page ${page} of ${pages}`;
}
