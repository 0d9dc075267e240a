import type { Filter, Pagination } from '../../db/list.ts';
import { guard, guardSubscription } from '../../graphql/guard.ts';
import { type CalendarInput, getPatientAppointmentCalendar } from './calendar.ts';
import { type CreateAppointmentSeriesInput, createAppointmentSeries } from './series.ts';
import { listAppointmentDetail, subscribeAppointments } from './service.ts';
import {
  type CreateAppointmentInput,
  createAppointment,
  type UpdateAppointmentInput,
  updateAppointment,
} from './writes.ts';

type ListArgs = { filter: Filter; pagination?: Pagination | null };
type ClinicArgs = { clinicID: number };

export const resolvers = {
  Query: {
    listAppointmentDetail: guard('appointment:list', (args: ListArgs, ctx) =>
      listAppointmentDetail(ctx, args),
    ),
    getPatientAppointmentCalendar: guard('appointment:calendar', (args: CalendarInput, ctx) =>
      getPatientAppointmentCalendar(ctx, args),
    ),
  },
  Mutation: {
    createAppointment: guard('appointment:book', (args: { create: CreateAppointmentInput }, ctx) =>
      createAppointment(ctx, args.create),
    ),
    updateAppointment: guard('appointment:book', (args: { update: UpdateAppointmentInput }, ctx) =>
      updateAppointment(ctx, args.update),
    ),
    createAppointmentSeries: guard(
      'appointment:book',
      (args: { create: CreateAppointmentSeriesInput }, ctx) => createAppointmentSeries(ctx, args.create),
    ),
  },
  Subscription: {
    onCreateAppointment: guardSubscription('appointment:subscribe', (args: ClinicArgs, ctx) =>
      subscribeAppointments(ctx, 'onCreateAppointment', args.clinicID),
    ),
    onUpdateAppointment: guardSubscription('appointment:subscribe', (args: ClinicArgs, ctx) =>
      subscribeAppointments(ctx, 'onUpdateAppointment', args.clinicID),
    ),
  },
};
