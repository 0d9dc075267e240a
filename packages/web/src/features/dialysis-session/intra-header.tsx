import { DATE_TIME_FORMAT, isCheckoutException } from '@dialysis/domain';
import { App, Button, Descriptions, Flex, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { centreTime } from '../../lib/clock.ts';
import { pathOf } from '../../shared/routes.ts';
import { PermittedButton } from '../../shared/session/permitted-button.tsx';
import { ReadingCountdown } from '../dashboard/index.ts';
import { checkoutNavigation } from './intra-model.ts';
import { SessionHeader } from './session-header.tsx';

/**
 * The intra page's header: the patient, Back to Dashboard and Check Out (with fewer than 8 readings the Check
 * Out Exception first), then the session's start, its reading count (those kept on this tablet said so) and the
 * countdown to the next reading. A provisional session (a check-in kept on this tablet, not sent) cannot be
 * checked out yet: `checkOut` is then the reason, on a disabled button.
 */
export function IntraHeader({
  patientID,
  startTime,
  count,
  waiting,
  lastReading,
  timeZone,
  checkOut,
}: {
  patientID: number;
  startTime: string | null;
  count: number;
  /** Of count, the readings kept on this tablet, not yet sent. */
  waiting: number;
  lastReading: Date | null;
  timeZone?: string;
  checkOut: { dialysisID: number } | { notYet: string };
}) {
  const navigate = useNavigate();
  const { modal } = App.useApp();

  const goCheckOut = (dialysisID: number) => {
    const { path, state } = checkoutNavigation(patientID, dialysisID, count);
    if (!isCheckoutException(count)) {
      navigate(path, { state });
      return;
    }
    modal.confirm({
      title: 'Check Out Exception',
      content: `Only ${count} reading${count === 1 ? ' was' : 's were'} recorded in this session, fewer than 8. Checking out now is an exception: Additional Notes will be required on the check-out page.`,
      okText: 'Continue to Check Out',
      cancelText: 'Cancel',
      onOk: () => navigate(path, { state }),
    });
  };

  return (
    <Flex vertical gap={8}>
      <SessionHeader
        page="intra"
        patientID={patientID}
        extra={
          <>
            {/* The nurse stays here after a reading (issue 27 item 4); the dashboard is one click away. */}
            <Button onClick={() => navigate(pathOf('dashboard'))}>Back to Dashboard</Button>
            {'dialysisID' in checkOut ? (
              <PermittedButton
                action="dialysis:write"
                type="primary"
                onClick={() => goCheckOut(checkOut.dialysisID)}
              >
                Check Out
              </PermittedButton>
            ) : (
              <Tooltip title={checkOut.notYet}>
                {/* A disabled button gets no pointer events: the span carries the tooltip. */}
                <span style={{ display: 'inline-block', cursor: 'not-allowed' }}>
                  <Button type="primary" disabled style={{ pointerEvents: 'none' }}>
                    Check Out
                  </Button>
                </span>
              </Tooltip>
            )}
          </>
        }
      />
      <Descriptions size="small" column={{ xs: 1, sm: 3 }} aria-label="Session">
        <Descriptions.Item label="Session Start">
          {centreTime(startTime, DATE_TIME_FORMAT, timeZone)}
        </Descriptions.Item>
        <Descriptions.Item label="Readings">
          <span data-testid="reading-count">{count}</span>
          {waiting > 0 && <span style={{ marginInlineStart: 4 }}>({waiting} waiting to send)</span>}
        </Descriptions.Item>
        <Descriptions.Item label="Reading Due">
          {startTime && <ReadingCountdown startTime={new Date(startTime)} lastReadingTime={lastReading} />}
        </Descriptions.Item>
      </Descriptions>
    </Flex>
  );
}
