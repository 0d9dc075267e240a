import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { guard } from '../../graphql/guard.ts';
import { listAppointmentAvailability } from './service.ts';

export const resolvers: Resolvers = {
  Query: {
    listAppointmentAvailability: guard('availability:list', (args, ctx) =>
      listAppointmentAvailability(ctx, args),
    ),
  },
};
