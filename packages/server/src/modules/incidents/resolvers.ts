import { guard } from '../../access/guard.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import {
  createIncidentReport,
  listIncidentReport,
  listIncidentReportCentreSummary,
  listIncidentReportSummary,
  updateIncidentReport,
} from './service.ts';

export const resolvers: Resolvers = {
  Query: {
    listIncidentReport: guard('incidentReport:list', (args, ctx) => listIncidentReport(ctx, args)),
    listIncidentReportSummary: guard('incidentReport:list', (args, ctx) =>
      listIncidentReportSummary(ctx, args),
    ),
    listIncidentReportCentreSummary: guard('incidentReport:list', (args, ctx) =>
      listIncidentReportCentreSummary(ctx, args),
    ),
  },
  Mutation: {
    createIncidentReport: guard('incidentReport:create', (args, ctx) =>
      createIncidentReport(ctx, args.create),
    ),
    updateIncidentReport: guard('incidentReport:respond', (args, ctx) =>
      updateIncidentReport(ctx, args.update),
    ),
  },
};
