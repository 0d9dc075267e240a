import { useEffect, useRef } from 'react';
import { ON_SUBMIT_DIALYSIS_INTERVAL } from '../../api/centre-events.ts';
import { onReconnect, subscribe } from '../../api/subscriptions.ts';

/**
 * Calls onChange when a reading is submitted for this session (spec 001 section 7: the subscription filtered
 * by centre and dialysis), and after the live connection comes back (events sent while it was down are lost).
 */
export function useIntervalEvents(clinicID: number | undefined, dialysisID: number, onChange: () => void) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (clinicID === undefined || !Number.isInteger(dialysisID)) return;
    const changed = () => latest.current();
    const stops = [
      subscribe(ON_SUBMIT_DIALYSIS_INTERVAL, { clinicID, dialysisID }, changed),
      onReconnect(changed),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [clinicID, dialysisID]);
}
