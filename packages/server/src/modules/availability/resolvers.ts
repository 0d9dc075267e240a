import { guard } from '../../access/guard.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { listAppointmentAvailability } from './service.ts';

export const resolvers: Resolvers = {
  Query: {
    listAppointmentAvailability: guard('availability:list', (args, ctx) =>
      listAppointmentAvailability(ctx, args),
    ),
  },
};
