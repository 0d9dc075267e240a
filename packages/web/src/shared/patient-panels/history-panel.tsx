import { Collapse, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';

const HistoryList = lazy(() => import('./history-list.tsx'));

/**
 * History (issue 28, beyond the spec): who changed which value of the record, from what, to what and when,
 * newest first, narrowed by section and by person. On a session page, the session's own changes (its fields,
 * its readings, the medication given in it). Folded until opened: the list is read (and the read audited) only
 * when someone looks.
 */
export function HistoryPanel({ patientID, dialysisID }: { patientID: number; dialysisID?: number }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <Collapse
      onChange={(keys) => {
        const now = keys.includes('history');
        setOpen(now);
        if (now) setOpened(true);
      }}
      items={[
        {
          key: 'history',
          label: dialysisID ? 'History of this session' : 'History',
          children: opened && (
            <Suspense fallback={<Spin />}>
              <HistoryList patientID={patientID} dialysisID={dialysisID} open={open} />
            </Suspense>
          ),
        },
      ]}
    />
  );
}
