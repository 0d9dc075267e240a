import {
  centreDateTime,
  formatMinutes,
  type PrintHeader,
  pageOfPages,
  printHeader,
  SHIFT_LABELS,
  type Shift,
} from '@dialysis/domain';
import PDFDocument from 'pdfkit';
import type { FunderPatient, FunderReport } from './service.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A day YYYY-MM-DD as the spec shows dates: DD MMM YYYY. */
export function displayDay(day: string | null): string {
  if (!day) return '-';
  const [y, m, d] = day.split('-');
  return `${d} ${MONTHS[Number(m) - 1] ?? m} ${y}`;
}

/** The period's title: the month's name when it is one whole month, else its first and last days. */
export function periodTitle(report: Pick<FunderReport, 'startDate' | 'endDate'>): string {
  const [y, m] = report.startDate.split('-');
  const wholeMonth =
    report.startDate.endsWith('-01') &&
    report.endDate.slice(0, 7) === report.startDate.slice(0, 7) &&
    new Date(Date.UTC(Number(y), Number(m), 0)).getUTCDate() === Number(report.endDate.slice(8));
  return wholeMonth
    ? `${MONTH_NAMES[Number(m) - 1]} ${y}`
    : `${displayDay(report.startDate)} to ${displayDay(report.endDate)}`;
}

/** The file name of a patient's report: centre-free, ASCII, stable (patient id keeps two namesakes apart). */
export function reportFileName(patient: Pick<FunderPatient, 'patientID' | 'name'>, month: string): string {
  const safe = patient.name.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '') || 'patient';
  return `funder-report_${month}_${safe}_${patient.patientID}.pdf`;
}

const clock = (iso: string | null, timeZone: string) =>
  iso
    ? new Intl.DateTimeFormat('en-GB', {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(iso))
    : '-';

const MARGIN = 50;
/** The top margin holds the running header (two or three lines) above the page's content. */
const TOP = 84;
const HEADER_Y = 26;
const COLUMNS = [
  { title: '#', width: 25 },
  { title: 'Date', width: 80 },
  { title: 'Start', width: 55 },
  { title: 'End', width: 55 },
  { title: 'Duration (min)', width: 85 },
  { title: 'Ended by', width: 195 },
];

/**
 * One patient's funder report as a PDF stream (pdfkit): the centre's name, address and phone; the patient's
 * particulars and funding; the session table; missed appointments; totals; and on every page the running
 * header (issue 25 item 5): the patient's name, ID code, date of birth and full NRIC (a scheme matches its
 * claims by it), the centre, 'Page x of y', and when (the centre's clock) and by whom it was printed. The caller
 * pipes the document and calls nothing else: it is ended here.
 */
export function funderReportPdf(
  report: FunderReport,
  person: FunderPatient,
  printedBy: string,
): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: TOP, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: `Funder report ${periodTitle(report)}: ${person.name}`, Author: report.clinicName },
  });
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - 30;

  // The centre.
  doc.font('Helvetica-Bold').fontSize(16).text(report.clinicName);
  doc.font('Helvetica').fontSize(10);
  if (report.clinicAddress) doc.text(report.clinicAddress);
  if (report.clinicPhoneNo) doc.text(`Tel: ${report.clinicPhoneNo}`);
  doc.moveDown();
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(`Funder Report: ${periodTitle(report)}`);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(
      `Period: ${displayDay(report.startDate)} to ${displayDay(report.endDate)} (times in ${report.timezone})`,
    );
  doc.moveDown();

  // The patient.
  doc.font('Helvetica-Bold').fontSize(12).text('Patient');
  doc.font('Helvetica').fontSize(10);
  const particulars: [string, string | null][] = [
    ['Name', person.name],
    ['Name code', person.namecode],
    [person.idType ? `ID (${person.idType})` : 'ID', person.nric],
    ['Date of birth', person.dob ? displayDay(person.dob) : null],
    ['Gender', person.gender],
    ['Address', person.address],
    ['Phone', person.phoneNo],
    ['Funding (VWO Support)', person.vwoSupport || 'None recorded'],
    ['Social worker', person.socialWorker],
    ['Referring source', person.referringSource],
  ];
  for (const [label, value] of particulars) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(`${label}:`, MARGIN, y, { width: 130 });
    const labelEnd = doc.y;
    doc.font('Helvetica').text(value || '-', MARGIN + 135, y, { width: width - 135 });
    doc.y = Math.max(doc.y, labelEnd);
  }
  doc.moveDown();

  // The sessions.
  doc.x = MARGIN;
  doc.font('Helvetica-Bold').fontSize(12).text('Dialysis sessions', MARGIN);
  doc.fontSize(9);
  const header = COLUMNS.map((c) => c.title);
  const row = (cells: string[], bold: boolean) => {
    if (doc.y > bottom()) {
      // A table running onto the next page repeats its header there.
      doc.addPage();
      if (!bold) row(header, true);
    }
    const y = doc.y;
    let x = MARGIN;
    let next = y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    cells.forEach((cell, i) => {
      const w = COLUMNS[i]?.width ?? 60;
      doc.text(cell, x, y, { width: w - 4 });
      next = Math.max(next, doc.y);
      x += w;
    });
    doc.y = next + 2;
    doc
      .moveTo(MARGIN, doc.y - 1)
      .lineTo(MARGIN + width, doc.y - 1)
      .lineWidth(0.3)
      .strokeColor('#999999')
      .stroke();
  };
  if (person.sessions.length === 0) {
    doc.font('Helvetica').fontSize(10).text('No sessions in this period.', MARGIN);
  } else {
    row(header, true);
    person.sessions.forEach((s, i) => {
      row(
        [
          String(i + 1),
          displayDay(s.date),
          clock(s.startTime, report.timezone),
          clock(s.endTime, report.timezone),
          s.durationMinutes === null ? 'Not ended' : String(s.durationMinutes),
          s.endedByName ?? '-',
        ],
        false,
      );
    });
  }
  doc.moveDown();

  // Missed appointments.
  if (doc.y > bottom()) doc.addPage();
  doc.font('Helvetica-Bold').fontSize(12).text('Missed appointments', MARGIN);
  doc.font('Helvetica').fontSize(10);
  if (person.missed.length === 0) doc.text('None.', MARGIN);
  for (const m of person.missed) {
    if (doc.y > bottom()) doc.addPage();
    doc.text(`${displayDay(m.date)}, ${SHIFT_LABELS[m.shift as Shift] ?? m.shift} session`, MARGIN);
  }
  doc.moveDown();

  // Totals.
  if (doc.y > bottom() - 40) doc.addPage();
  doc.font('Helvetica-Bold').fontSize(12).text('Totals', MARGIN);
  doc.font('Helvetica').fontSize(10);
  doc.text(`Sessions: ${person.totals.sessions}`, MARGIN);
  doc.text(
    `Dialysis time: ${person.totals.minutes} minutes (${formatMinutes(person.totals.minutes)})`,
    MARGIN,
  );
  doc.text(`Missed appointments: ${person.totals.missed}`, MARGIN);

  // The running header on every page, written once the number of pages is known.
  const running = printHeader({
    patient: person,
    nric: 'full',
    centre: report.clinicName,
    printedAt: centreDateTime(report.generatedAt, report.timezone),
    printedBy,
  });
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    writeHeader(doc, running, pageOfPages(i - range.start + 1, range.count), width);
  }
  doc.end();
  return doc;
}

/**
 * The header in the page's top margin: the patient's identity (bold) with the page of how many on its right;
 * under it the centre, with who printed it when on the right; a rule under both. Each part is as wide as its
 * text allows, so a long name wraps inside its own part rather than over another.
 */
function writeHeader(doc: PDFKit.PDFDocument, header: PrintHeader, page: string, width: number) {
  const keep = doc.page.margins.top;
  doc.page.margins.top = 0;
  const gap = 12;
  const part = (text: string, most: number) => Math.min(Math.ceil(doc.widthOfString(text)) + 1, most);
  doc.fillColor('#222222').font('Helvetica').fontSize(8.5);
  const pageWidth = part(page, width / 4);
  const printedWidth = part(header.printed, width * 0.6);
  doc.text(page, MARGIN + width - pageWidth, HEADER_Y, { width: pageWidth, align: 'right' });
  doc.font('Helvetica-Bold').text(header.patient, MARGIN, HEADER_Y, { width: width - pageWidth - gap });
  const second = doc.y + 1;
  doc.font('Helvetica').text(header.centre, MARGIN, second, { width: width - printedWidth - gap });
  const centreEnd = doc.y;
  doc.text(header.printed, MARGIN + width - printedWidth, second, { width: printedWidth, align: 'right' });
  const line = Math.max(centreEnd, doc.y) + 4;
  doc
    .moveTo(MARGIN, line)
    .lineTo(MARGIN + width, line)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  doc.page.margins.top = keep;
}
