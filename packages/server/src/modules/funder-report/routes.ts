import { once } from 'node:events';
import { FUNDER_REPORT_PATH, monthRange } from '@dialysis/domain';
import type { FastifyInstance } from 'fastify';
import { Access } from '../../access/access.ts';
import { auditRead, auditRefusals } from '../../audit.ts';
import { type AppServices, viewerDb } from '../../context.ts';
import { allowedOrigin } from '../../http/origin.ts';
import { cookieViewer, refuse, refuseWith } from '../../http/route-answers.ts';
import { buildFunderReport, type FunderReport, type ReportContext } from './service.ts';

const PDF_FILE = /^(\d{1,9})\.pdf$/;

/**
 * pdfkit (with its fonts) and archiver are loaded on the first report, not at start: about 25 MB that every
 * process would otherwise hold for a page used once a month (docs/performance.md, Memory).
 */
const loadPdf = () => import('./pdf.ts');

/**
 * GET /reports/funder/<clinicID>/<YYYY-MM>/<patientID>.pdf and .../all.zip: the funder report's PDFs, for the
 * signed-in user (session cookie) under the same action and centre scope as listFunderReport, built on
 * the fly (nothing stored) and streamed: the PDF is piped from pdfkit, the zip from archiver, one PDF made
 * at a time. Each download is audited. Refusals answer { error: { code, message } } like the file routes (http/route-answers.ts).
 * Only the app's own pages may ask (http/origin.ts): SameSite=Lax sends the cookie on another site's top-level
 * link, which would otherwise print a report and audit the read in the name of whoever clicked it.
 */
export function registerFunderReportRoutes(app: FastifyInstance, services: AppServices): void {
  app.get(`${FUNDER_REPORT_PATH}/:clinicID/:month/:file`, async (request, reply) => {
    const params = request.params as { clinicID: string; month: string; file: string };
    if (!allowedOrigin(request.headers, services.config.allowedOrigins)) {
      return refuse(reply, 403, 'FORBIDDEN', 'Cross-origin request refused.');
    }
    const viewer = await cookieViewer(request, services);
    const ctx: ReportContext = {
      db: viewerDb(services.db, viewer),
      access: new Access(viewer),
      clock: services.clock,
    };
    if (!viewer) return refuse(reply, 401, 'UNAUTHENTICATED', 'Token has expired, please re-login.');

    const clinicID = /^\d{1,9}$/.test(params.clinicID) ? Number(params.clinicID) : null;
    const range = monthRange(params.month);
    const pdf = PDF_FILE.exec(params.file);
    const zip = params.file === 'all.zip';
    if (clinicID === null || !range || (!pdf && !zip)) return refuse(reply, 404, 'NOT_FOUND', 'Not found.');
    const patientID = pdf ? Number(pdf[1]) : undefined;

    let report: FunderReport;
    try {
      report = await buildFunderReport(ctx, { clinicID, ...range, patientID });
    } catch (error) {
      await auditRefusals(ctx, request.log);
      return refuseWith(reply, error);
    }
    reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');

    if (pdf) {
      const person = report.patients.find((p) => p.patientID === patientID);
      if (!person) return refuse(reply, 404, 'NOT_FOUND', 'Not found.');
      await auditRead(ctx, {
        action: 'funderReport.pdf',
        entity: 'patient',
        entityID: person.patientID,
        clinicID: report.clinicID,
        detail: { month: params.month },
      });
      const { funderReportPdf, reportFileName } = await loadPdf();
      const name = reportFileName(person, params.month);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${name}"`)
        .send(funderReportPdf(report, person, viewer.name));
    }

    await auditRead(ctx, {
      action: 'funderReport.zip',
      entity: 'clinic',
      entityID: report.clinicID,
      clinicID: report.clinicID,
      detail: { month: params.month, patientIDs: report.patients.map((p) => p.patientID) },
    });
    const [{ funderReportPdf, reportFileName }, { ZipArchive }] = await Promise.all([
      loadPdf(),
      import('archiver'),
    ]);
    const archive = new ZipArchive({ zlib: { level: 6 } });
    archive.on('warning', (warning) => request.log.warn({ err: warning }, 'funder report zip'));
    // One PDF at a time: the next is made when the archive has taken the previous one.
    const fill = async () => {
      for (const person of report.patients) {
        const entry = once(archive, 'entry');
        archive.append(funderReportPdf(report, person, viewer.name), {
          name: reportFileName(person, params.month),
        });
        await entry;
      }
      await archive.finalize();
    };
    fill().catch((error: unknown) => {
      request.log.error({ err: error }, 'funder report zip failed');
      archive.destroy(error as Error);
    });
    const file = `funder-report_${params.month}_${report.clinicID}.zip`;
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${file}"`)
      .send(archive);
  });
}
