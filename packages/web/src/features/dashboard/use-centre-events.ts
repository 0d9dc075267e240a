import { useEffect, useRef } from 'react';
import {
  ON_CHECKOUT_DIALYSIS,
  ON_CREATE_APPOINTMENT,
  ON_START_DIALYSIS,
  ON_SUBMIT_DIALYSIS_INTERVAL,
  ON_UPDATE_APPOINTMENT,
} from '../../api/centre-events.ts';
import type { Document } from '../../api/graphql.ts';
import { onReconnect, subscribe } from '../../api/subscriptions.ts';

/** The events that change a centre's dashboard (spec 000 section 4, Live refresh). Only "something changed" matters. */
const CENTRE_EVENTS: Document<unknown, { clinicID: number }>[] = [
  ON_CREATE_APPOINTMENT,
  ON_UPDATE_APPOINTMENT,
  ON_START_DIALYSIS,
  ON_SUBMIT_DIALYSIS_INTERVAL,
  ON_CHECKOUT_DIALYSIS,
];

/** Bursts (a check-out fires several events) collapse into one reload. */
const SETTLE_MS = 300;

/**
 * Calls onChange after any centre event, and after the live connection comes back (events sent while it was
 * down are lost). Subscribes per centre; unsubscribes on unmount or centre change.
 */
export function useCentreEvents(clinicID: number, onChange: () => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const changed = () => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), SETTLE_MS);
    };
    const stops = CENTRE_EVENTS.map((event) => subscribe(event, { clinicID }, changed));
    stops.push(onReconnect(changed));
    return () => {
      clearTimeout(timer);
      for (const stop of stops) stop();
    };
  }, [clinicID]);
}
