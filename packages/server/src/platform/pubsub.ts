import { createPubSub } from 'graphql-yoga';
import type { Metrics } from './metrics.ts';
import { createRedisEventTarget, type EventLog } from './redis-events.ts';

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

/** A patient's calculated lab result was written; keyed by patient, carrying the patient's centre for access. */
export interface CalculatedLabResultPayload {
  patientID: number;
  /** Null for a result of a report that no session could be chosen for. */
  dialysisID: number | null;
  clinicID: number;
}

/** A lab report of the patient was added, corrected or deleted; keyed by patient, with the patient's centre. */
export interface LabReportEventPayload {
  patientID: number;
  clinicID: number;
  labReportID: number;
  change: 'CREATE' | 'UPDATE' | 'DELETE';
}

type Topics = {
  onCreateAppointment: [clinicID: number, payload: AppointmentEventPayload];
  onUpdateAppointment: [clinicID: number, payload: AppointmentEventPayload];
  onStartDialysis: [clinicID: number, payload: DialysisEventPayload];
  onSubmitDialysisInterval: [clinicID: number, payload: DialysisIntervalPayload];
  onCheckoutDialysis: [clinicID: number, payload: DialysisEventPayload];
  onUpdateCalculatedLabResult: [patientID: number, payload: CalculatedLabResultPayload];
  onChangeLabReport: [patientID: number, payload: LabReportEventPayload];
};

export type PubSub = ReturnType<typeof createPubSub<Topics>>;

/** 'local': no Redis configured; 'ok': Redis connected; 'unavailable': Redis configured but down. */
export type EventBusStatus = 'local' | 'ok' | 'unavailable';

export interface PubSubHandle {
  pubsub: PubSub;
  status(): EventBusStatus;
  /** Where Redis trouble is logged (server.ts points it at the app's log once the app exists). */
  useLog(log: EventLog): void;
  close(): Promise<void>;
}

/**
 * In-process by default. With REDIS_URL, events go through Redis so that a subscriber connected to one
 * instance hears an event raised on another. A Redis outage never fails a write: while Redis is down an
 * event reaches this instance's subscribers only (logged, and counted in events_not_shared_total), and
 * the connections come back by themselves when Redis does (platform/redis-events.ts).
 */
export function createEventBus(redisUrl?: string, options: { metrics?: Metrics } = {}): PubSubHandle {
  if (!redisUrl) {
    return {
      pubsub: createPubSub<Topics>(),
      status: () => 'local',
      useLog: () => undefined,
      close: async () => undefined,
    };
  }
  const target = createRedisEventTarget(redisUrl, options.metrics);
  return {
    pubsub: createPubSub<Topics>({ eventTarget: target }),
    status: () => (target.connected() ? 'ok' : 'unavailable'),
    useLog: (log) => target.useLog(log),
    close: () => target.close(),
  };
}
