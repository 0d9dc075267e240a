import { guard } from '../../graphql/guard.ts';
import { type AvailabilityArgs, listAppointmentAvailability } from './service.ts';

export const resolvers = {
  Query: {
    listAppointmentAvailability: guard('availability:list', (args: AvailabilityArgs, ctx) =>
      listAppointmentAvailability(ctx, args),
    ),
  },
};
