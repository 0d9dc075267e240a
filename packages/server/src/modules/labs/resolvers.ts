import { guard, guardSubscription } from '../../access/guard.ts';
import { type BulkHandler, preparedResult } from '../../db/batch-transaction.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { listCalculatedLabResult } from './calculated-list.ts';
import { subscribeCalculated, subscribeLabReports } from './events.ts';
import { previewLabImport } from './import-preview.ts';
import { deleteLabReport, updateLabReport } from './lab-report-corrections.ts';
import { createLabReport, createLabReports, listLabReport } from './lab-reports.ts';
import { getLastNonNullLab } from './last-non-null.ts';

export const resolvers: Resolvers = {
  Query: {
    listLabReport: guard('labReport:list', (args, ctx) => listLabReport(ctx, args)),
    getLastNonNullLab: guard('labReport:list', (args, ctx) => getLastNonNullLab(ctx, args.patientID)),
    listCalculatedLabResult: guard('calculatedLabResult:list', (args, ctx) =>
      listCalculatedLabResult(ctx, args),
    ),
    previewLabImport: guard('labImport:preview', (args, ctx) => previewLabImport(ctx, args.rows)),
  },
  Mutation: {
    createLabReport: guard(
      'labReport:create',
      (args, ctx) =>
        (preparedResult(ctx, 'createLabReport', args) as
          | Awaited<ReturnType<typeof createLabReport>>
          | undefined) ?? createLabReport(ctx, args.create),
    ),
    updateLabReport: guard('labReport:update', (args, ctx) => updateLabReport(ctx, args.update)),
    deleteLabReport: guard('labReport:delete', (args, ctx) => deleteLabReport(ctx, args.delete)),
  },
  Subscription: {
    onUpdateCalculatedLabResult: guardSubscription('calculatedLabResult:subscribe', (args, ctx) =>
      subscribeCalculated(ctx, args.patientID),
    ),
    onChangeLabReport: guardSubscription('labReport:subscribe', (args, ctx) =>
      subscribeLabReports(ctx, args.patientID),
    ),
  },
};

/** An import batch's createLabReport aliases are stored in one go (one insert, one audit insert). */
export const bulk: Record<string, BulkHandler> = {
  createLabReport: async (ctx, argsList) => {
    ctx.access.assert('labReport:create');
    const answers = await createLabReports(
      ctx,
      argsList.map((args) => args.create as Parameters<typeof createLabReport>[1]),
    );
    return answers.map((answer) => ('error' in answer ? answer.error : answer.report));
  },
};
