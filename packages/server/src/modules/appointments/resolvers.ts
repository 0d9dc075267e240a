import { guard, guardSubscription } from '../../access/guard.ts';
import { selectedFields } from '../../db/selection.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { getPatientAppointmentCalendar } from './calendar.ts';
import { createAppointmentSeries, previewAppointmentSeries } from './series.ts';
import { listAppointmentDetail, subscribeAppointments } from './service.ts';
import { createAppointment, updateAppointment } from './writes.ts';

export const resolvers: Resolvers = {
  Query: {
    listAppointmentDetail: guard('appointment:list', (args, ctx, info) =>
      listAppointmentDetail(ctx, args, selectedFields(info, ['result', 'dialysis'])),
    ),
    getPatientAppointmentCalendar: guard('appointment:calendar', (args, ctx) =>
      getPatientAppointmentCalendar(ctx, args),
    ),
    previewAppointmentSeries: guard('appointment:book', (args, ctx) =>
      previewAppointmentSeries(ctx, args.create),
    ),
  },
  Mutation: {
    createAppointment: guard('appointment:book', (args, ctx) => createAppointment(ctx, args.create)),
    updateAppointment: guard('appointment:book', (args, ctx) => updateAppointment(ctx, args.update)),
    createAppointmentSeries: guard('appointment:book', (args, ctx) =>
      createAppointmentSeries(ctx, args.create),
    ),
  },
  Subscription: {
    onCreateAppointment: guardSubscription('appointment:subscribe', (args, ctx) =>
      subscribeAppointments(ctx, 'onCreateAppointment', args.clinicID),
    ),
    onUpdateAppointment: guardSubscription('appointment:subscribe', (args, ctx) =>
      subscribeAppointments(ctx, 'onUpdateAppointment', args.clinicID),
    ),
  },
};
