import type { AppointmentState, Shift } from '@dialysis/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { gql, request } from '../../api/graphql.ts';
import { onReconnect, subscribe } from '../../api/subscriptions.ts';

/** getPatientAppointmentCalendar (packages/server/src/modules/appointments/schema.graphql). */
export interface PatientCalendar {
  patientID: number;
  clinicID: number;
  activeSeats: number;
  sessions: { date: string; shift: Shift; booked: number }[];
  appointments: {
    id: number;
    clinicID: number;
    date: string;
    shift: Shift;
    time: string | null;
    state: AppointmentState;
  }[];
}

export interface CalendarRange {
  start: string;
  end: string;
}

const CALENDAR = gql<
  { getPatientAppointmentCalendar: PatientCalendar },
  { patientID: number; clinicID: number } & CalendarRange
>(`query PatientAppointmentCalendar($patientID: Int!, $clinicID: Int!, $start: String!, $end: String!) {
  getPatientAppointmentCalendar(patientID: $patientID, clinicID: $clinicID, start: $start, end: $end) {
    patientID clinicID activeSeats
    sessions { date shift booked }
    appointments { id clinicID date shift time state }
  }
}`);

export const CREATE_APPOINTMENT = gql<
  { createAppointment: { id: number; date: string } },
  { create: { patientID: number; clinicID: number; date: string; shift: Shift } }
>(`mutation CreateAppointment($create: CreateAppointmentInput!) {
  createAppointment(create: $create) { id date }
}`);

export const CANCEL_APPOINTMENT = gql<
  { updateAppointment: { id: number; date: string } },
  { update: { id: number; deleted: 1 } }
>(`mutation UpdateAppointment($update: UpdateAppointmentInput!) {
  updateAppointment(update: $update) { id date }
}`);

const calendarKey = (patientID: number) => ['patientAppointmentCalendar', patientID] as const;

export function usePatientCalendar(patientID: number, clinicID: number | undefined, range: CalendarRange) {
  return useQuery({
    queryKey: [...calendarKey(patientID), clinicID, range.start, range.end],
    queryFn: ({ signal }) =>
      request(CALENDAR, { patientID, clinicID: clinicID as number, ...range }, signal).then(
        (data) => data.getPatientAppointmentCalendar,
      ),
    enabled: clinicID !== undefined && Number.isInteger(patientID),
    retry: false,
  });
}

const EVENTS = [
  'subscription OnCreateAppointment($clinicID: Int!) { onCreateAppointment(clinicID: $clinicID) { id } }',
  'subscription OnUpdateAppointment($clinicID: Int!) { onUpdateAppointment(clinicID: $clinicID) { id } }',
];

/** Reloads the calendar when another user books or cancels in the chosen centre (and after a reconnect). */
export function useCalendarEvents(patientID: number, clinicID: number | undefined): () => Promise<void> {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: calendarKey(patientID) });
  useEffect(() => {
    if (clinicID === undefined) return;
    const again = () => queryClient.invalidateQueries({ queryKey: calendarKey(patientID) });
    const stops = EVENTS.map((query) => subscribe(query, { clinicID }, again));
    stops.push(onReconnect(again));
    return () => {
      for (const stop of stops) stop();
    };
  }, [clinicID, patientID, queryClient]);
  return reload;
}

export interface SeriesResult {
  booked: { id: number; date: string }[];
  full: string[];
  alreadyBooked: string[];
}

export const CREATE_APPOINTMENT_SERIES = gql<
  { createAppointmentSeries: SeriesResult },
  {
    create: {
      patientID: number;
      clinicID: number;
      shift: Shift;
      start: string;
      weekdays: number[];
      weeks: number;
    };
  }
>(`mutation CreateAppointmentSeries($create: CreateAppointmentSeriesInput!) {
  createAppointmentSeries(create: $create) { booked { id date } full alreadyBooked }
}`);
