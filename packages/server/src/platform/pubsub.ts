import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';

/** Events raised by services and delivered to subscriptions, keyed by centre. */
export interface AppointmentEventPayload {
  id: number;
  clinicID: number;
  patientID: number;
  date: string;
  shift: 'M' | 'N' | 'E';
  deleted: number;
}

export interface DialysisEventPayload {
  id: number;
  clinicID: number;
  patientID: number;
  appointmentID: number | null;
}

export interface DialysisIntervalPayload {
  id: number;
  dialysisID: number;
  clinicID: number;
  timestamp: string;
  [field: string]: unknown;
}

type Topics = {
  onCreateAppointment: [clinicID: number, payload: AppointmentEventPayload];
  onUpdateAppointment: [clinicID: number, payload: AppointmentEventPayload];
  onStartDialysis: [clinicID: number, payload: DialysisEventPayload];
  onSubmitDialysisInterval: [clinicID: number, payload: DialysisIntervalPayload];
  onCheckoutDialysis: [clinicID: number, payload: DialysisEventPayload];
};

export type PubSub = ReturnType<typeof createPubSub<Topics>>;

export interface PubSubHandle {
  pubsub: PubSub;
  close(): Promise<void>;
}

/**
 * In-process by default. With REDIS_URL, events go through Redis so that a subscriber connected to one
 * instance hears an event raised on another.
 */
export function createEventBus(redisUrl?: string): PubSubHandle {
  if (!redisUrl) return { pubsub: createPubSub<Topics>(), close: async () => undefined };
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubsub: createPubSub<Topics>({ eventTarget }),
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
