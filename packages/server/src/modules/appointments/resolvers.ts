import type { Filter, Pagination } from '../../db/list.ts';
import { guard, guardSubscription } from '../../graphql/guard.ts';
import { listAppointmentDetail, subscribeAppointments } from './service.ts';

type ListArgs = { filter: Filter; pagination?: Pagination | null };
type ClinicArgs = { clinicID: number };

export const resolvers = {
  Query: {
    listAppointmentDetail: guard('appointment:list', (args: ListArgs, ctx) =>
      listAppointmentDetail(ctx, args),
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
