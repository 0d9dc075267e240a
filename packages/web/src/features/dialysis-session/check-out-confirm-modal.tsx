import { ADEQUACY_REASONS, isDurationAlert, isOffTargetAlert, TREATMENT_MINUTES } from '@dialysis/domain';
import { Alert, Button, Descriptions, Flex, Modal, Typography } from 'antd';
import { AlertValue } from '../../components/alert-value.tsx';
import { kgLabel } from './session-form-values.ts';

export type CheckoutMode = 'SIMPLE' | 'FULL';

/** Why the full check-out is disabled offline (issue 31). */
export const CHECKOUT_OFFLINE =
  'No connection: invoicing needs QuickBooks. Check Out & Back to Dashboard is kept on this tablet and sent when the connection returns; invoice it later from the dashboard card.';

/** The two check-outs' buttons, which say which one invoices (issue 27 item 7). */
export const CHECKOUT_BUTTONS = {
  FULL: 'Check Out & Invoice in QuickBooks',
  SIMPLE: 'Check Out & Back to Dashboard (no invoice)',
} as const;

/**
 * The Check Out confirmation (spec 000 sections 2 and 4): a summary, then the two check-outs, each saying what
 * it does. The full one (all pre and post data and the notes, then the session is invoiced in QuickBooks and
 * the patient record opens); the simple one (post data, dialyser and notes, ended now, no invoice, then the
 * dashboard). The simple one is offered only when no pre-dialysis value was changed on this page, since it
 * does not send them.
 */
export function CheckOutConfirmModal({
  open,
  offTargetGrams,
  durationMinutes,
  readings,
  exception,
  preChanged,
  offline = false,
  saving,
  onCheckout,
  onCancel,
}: {
  /** No network: the full check-out (QuickBooks) cannot be made; the simple one is kept on the tablet. */
  offline?: boolean;
  open: boolean;
  offTargetGrams: number | null;
  durationMinutes: number | null;
  readings: number;
  exception: boolean;
  preChanged: boolean;
  saving: CheckoutMode | null;
  onCheckout: (mode: CheckoutMode) => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      open={open}
      title="Check Out"
      onCancel={onCancel}
      maskClosable={saving === null}
      closable={saving === null}
      footer={
        <Flex justify="flex-end" gap={8} wrap>
          <Button onClick={onCancel} disabled={saving !== null}>
            Cancel
          </Button>
          <Button
            onClick={() => onCheckout('SIMPLE')}
            loading={saving === 'SIMPLE'}
            disabled={preChanged || saving === 'FULL'}
          >
            {CHECKOUT_BUTTONS.SIMPLE}
          </Button>
          <Button
            type="primary"
            onClick={() => onCheckout('FULL')}
            loading={saving === 'FULL'}
            disabled={saving === 'SIMPLE' || offline}
            title={offline ? CHECKOUT_OFFLINE : undefined}
          >
            {CHECKOUT_BUTTONS.FULL}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        {offline && <Alert type="warning" showIcon title={CHECKOUT_OFFLINE} />}
        <Descriptions size="small" column={1} bordered aria-label="Check-out summary">
          <Descriptions.Item label="Off Target">
            <AlertValue alert={isOffTargetAlert(offTargetGrams)}>{kgLabel(offTargetGrams, true)}</AlertValue>
          </Descriptions.Item>
          <Descriptions.Item label="Duration">
            <AlertValue alert={isDurationAlert(durationMinutes)}>
              {durationMinutes === null ? '-' : `${durationMinutes} min`}
            </AlertValue>
          </Descriptions.Item>
          <Descriptions.Item label="Readings">
            {readings}
            {exception && <Typography.Text type="warning"> (check-out exception)</Typography.Text>}
          </Descriptions.Item>
        </Descriptions>
        {durationMinutes !== null &&
          (durationMinutes < TREATMENT_MINUTES.min || durationMinutes > TREATMENT_MINUTES.max) && (
            <Alert
              type="warning"
              showIcon
              title={`${ADEQUACY_REASONS.treatmentTime}: spKt/V and eKt/V will not be calculated for this session.`}
            />
          )}
        <ul aria-label="What each check-out does" style={{ margin: 0, paddingInlineStart: 20 }}>
          <li>
            <Typography.Text strong>{CHECKOUT_BUTTONS.FULL}</Typography.Text>: saves every pre and post value
            and the notes, creates the session's invoice in QuickBooks, then opens the patient record.
          </li>
          <li>
            <Typography.Text strong>{CHECKOUT_BUTTONS.SIMPLE}</Typography.Text>: saves the post data, dialyser
            and notes, creates no invoice (the card's Create Invoice can later), then returns to the
            dashboard.
          </li>
        </ul>
        {preChanged && (
          <Alert
            type="info"
            showIcon
            title={`Pre-dialysis values were changed on this page: only ${CHECKOUT_BUTTONS.FULL} saves them.`}
          />
        )}
      </Flex>
    </Modal>
  );
}
