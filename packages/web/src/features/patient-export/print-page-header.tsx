import { type PrintedPatient, printHeader } from '@dialysis/domain';
import { showDateTime } from '../../lib/clock.ts';
import { printPageCss } from '../../shared/print/print-page-css.ts';
import { useAuth } from '../../shared/session/auth-context.tsx';
import { useNowMinute } from '../../shared/use-now.ts';

/**
 * The header of every printed page of the record's prints (issue 25 item 5): the patient's name, ID code, date
 * of birth and masked NRIC, the centre, 'Page x of y', and when (the centre's clock, to the minute, kept current
 * while the page is open, so a print made an hour later says so) and by whom it was printed. A style sheet of
 * @page margin boxes (print-page-css.ts), present only while the export page is.
 */
export function PrintPageHeader({ patient, centre }: { patient: PrintedPatient; centre: string }) {
  const { user } = useAuth();
  const minute = useNowMinute();
  const header = printHeader({
    patient,
    nric: 'masked',
    centre,
    printedAt: showDateTime(new Date(minute)),
    printedBy: user?.name ?? '',
  });
  return <style data-testid="print-page-header">{printPageCss(header)}</style>;
}
