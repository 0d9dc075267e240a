import type { AppointmentState } from '@dialysis/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ON_CREATE_APPOINTMENT, ON_UPDATE_APPOINTMENT } from '../../api/centre-events.ts';
import type {
  CreateAppointmentSeriesInput,
  CreateAppointmentSeriesMutation,
  PatientAppointmentCalendarQuery,
} from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';
import { type Document, request } from '../../api/graphql.ts';
import { onReconnect, subscribe } from '../../api/subscriptions.ts';
import { dashboardKeys } from '../dashboard/index.ts';

type Calendar = PatientAppointmentCalendarQuery['getPatientAppointmentCalendar'];

/** The calendar with each appointment's state as the domain names it (a String in the SDL: 'In Progress'). */
export type PatientCalendar = Omit<Calendar, 'appointments'> & {
  appointments: (Calendar['appointments'][number] & { state: AppointmentState })[];
};

export interface CalendarRange {
  start: string;
  end: string;
}

const CALENDAR =
  graphql(`query PatientAppointmentCalendar($patientID: Int!, $clinicID: Int!, $start: String!, $end: String!) {
  getPatientAppointmentCalendar(patientID: $patientID, clinicID: $clinicID, start: $start, end: $end) {
    patientID clinicID activeSeats
    sessions { date shift booked }
    appointments { id clinicID date shift time state }
    today endedSessions
  }
}`);

export const CREATE_APPOINTMENT = graphql(`mutation CreateAppointment($create: CreateAppointmentInput!) {
  createAppointment(create: $create) { id date }
}`);

export const CANCEL_APPOINTMENT = graphql(`mutation UpdateAppointment($update: UpdateAppointmentInput!) {
  updateAppointment(update: $update) { id date }
}`);

const calendarKey = (patientID: number) => ['patientAppointmentCalendar', patientID] as const;

export function usePatientCalendar(patientID: number, clinicID: number | undefined, range: CalendarRange) {
  return useQuery({
    queryKey: [...calendarKey(patientID), clinicID, range.start, range.end],
    queryFn: ({ signal }) =>
      request(CALENDAR, { patientID, clinicID: clinicID as number, ...range }, signal).then(
        (data) => data.getPatientAppointmentCalendar as PatientCalendar,
      ),
    enabled: clinicID !== undefined && Number.isInteger(patientID),
    retry: false,
  });
}

const EVENTS: Document<unknown, { clinicID: number }>[] = [ON_CREATE_APPOINTMENT, ON_UPDATE_APPOINTMENT];

/**
 * What reloads after the user's own booking or cancelling, done or refused (a refusal such as 'Full' means the
 * calendar is stale): the calendar, and the dashboards (of every centre: a booking may be for another centre
 * than the selected one), which hear no event while they are not on screen and would otherwise show their
 * cached day for up to a minute.
 */
export const calendarReloadKeys = (patientID: number) => [calendarKey(patientID), dashboardKeys.all] as const;

/** Reloads the calendar when another user books or cancels in the chosen centre (and after a reconnect). */
export function useCalendarEvents(patientID: number, clinicID: number | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (clinicID === undefined) return;
    const again = () => queryClient.invalidateQueries({ queryKey: calendarKey(patientID) });
    const stops = EVENTS.map((event) => subscribe(event, { clinicID }, again));
    stops.push(onReconnect(again));
    return () => {
      for (const stop of stops) stop();
    };
  }, [clinicID, patientID, queryClient]);
}

export type SeriesResult = CreateAppointmentSeriesMutation['createAppointmentSeries'];

export const CREATE_APPOINTMENT_SERIES =
  graphql(`mutation CreateAppointmentSeries($create: CreateAppointmentSeriesInput!) {
  createAppointmentSeries(create: $create) { booked { id date } full alreadyBooked ended }
}`);

const PREVIEW_SERIES = graphql(`query PreviewAppointmentSeries($create: CreateAppointmentSeriesInput!) {
  previewAppointmentSeries(create: $create) { date outcome existing }
}`);

/**
 * What a repeating booking would do on each of its dates (booked, or skipped and why), read from the server
 * with the rules the booking applies, for the dialog to list before the user books. Null input: nothing to ask.
 */
export function useSeriesPreview(create: CreateAppointmentSeriesInput | null) {
  return useQuery({
    queryKey: [...calendarKey(create?.patientID ?? 0), 'seriesPreview', create],
    queryFn: ({ signal }) =>
      request(PREVIEW_SERIES, { create: create as CreateAppointmentSeriesInput }, signal).then(
        (data) => data.previewAppointmentSeries,
      ),
    enabled: create !== null,
    // The last list stays while the next loads (a weekday ticked): the dialog does not jump.
    placeholderData: (previous) => previous,
    retry: false,
  });
}
