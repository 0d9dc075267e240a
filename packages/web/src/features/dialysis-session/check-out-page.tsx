import {
  DIALYSIS_MESSAGES,
  FULL_CHECKOUT_FIELDS,
  FULL_ONLY_FIELDS,
  hasEnded,
  SIMPLE_CHECKOUT_FIELDS,
  sessionDurationMinutes,
  TEXT_LIMITS,
} from '@dialysis/domain';
import { Alert, App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { CheckoutDialysisMutation } from '../../api/generated/graphql.ts';
import { request } from '../../api/graphql.ts';
import { parseInvoiceAnswer } from '../../shared/accounting/api.ts';
import { OFFLINE_MESSAGES } from '../../shared/offline/messages.ts';
import { useOnline } from '../../shared/offline/offline-notice.tsx';
import { useSessionOutbox } from '../../shared/offline/use-session-outbox.ts';
import { pathOf, routePath } from '../../shared/routes.ts';
import { CHECKOUT_DIALYSIS, CHECKOUT_DIALYSIS3 } from './api.ts';
import { CheckOutConfirmModal, type CheckoutMode } from './check-out-confirm-modal.tsx';
import { useCheckoutInvoicing } from './check-out-invoicing.ts';
import { CheckOutOrderModal } from './check-out-order-modal.tsx';
import { checkoutExceptionOf } from './check-out-state.ts';
import { checkoutShown } from './queued-reading.ts';

/** A simple check-out kept on the tablet to send later (no answer yet, so no invoice to show). */
const KEPT = 'kept' as const;

import { SessionForm } from './session-form.tsx';
import {
  changedInput,
  checkoutInput,
  derivedGrams,
  POST_TEXT_FIELDS,
  valuesFromDialysis,
} from './session-form-values.ts';
import { SessionHeader } from './session-header.tsx';
import { SessionPageLayout } from './session-page-layout.tsx';
import { DischargeAtCheckoutField } from './session-time-fields.tsx';
import { useSessionPage } from './use-session-page.tsx';
import { validateOrScroll } from './use-session-save.ts';

/**
 * Check-out (spec 000 sections 2 and 4): opened from the intra page with the exception flag in the navigation
 * state (without it, back to the intra page). Post-dialysis form under the pre data, the accuracy warning,
 * Additional Notes (required with the exception flag), the order in force in a modal, and Check Out with its
 * confirmation: the full check-out goes to the patient record, the simple one to the dashboard. A session
 * already checked out opens check-out edit. The full check-out (CheckoutDialysis3) is saved first and invoices
 * the session with the centre's stored connection; a centre never connected then sends the browser to
 * authorise, and the invoice is made on its return (check-out-invoicing.ts, check-out-invoice-resume.tsx).
 */
export function CheckOutPage() {
  const { patientID, dialysisID, navigate, loaded, phase, fallback, formProps, form, save, saveActions } =
    useSessionPage();
  const location = useLocation();
  const exception = checkoutExceptionOf(location.state);
  const [showOrder, setShowOrder] = useState(false);
  const [confirm, setConfirm] = useState<{
    offTarget: number | null;
    minutes: number | null;
    preChanged: boolean;
  } | null>(null);
  const [saving, setSaving] = useState<CheckoutMode | null>(null);
  const { afterCheckout } = useCheckoutInvoicing(loaded?.clinicID ?? 0);
  const outbox = useSessionOutbox({ dialysisID });
  const { message } = App.useApp();
  const online = useOnline();

  /** Sends a check-out and tells its outcome: the invoice, or why not, then the record or the dashboard. */
  const send = async (mode: CheckoutMode, call: () => Promise<string | typeof KEPT>) => {
    setSaving(mode);
    const ok = await save(
      () => call().then((answer) => (answer === KEPT ? answer : parseInvoiceAnswer(answer))),
      {
        // Kept, not checked out yet: said as a warning, not as a success.
        done: (answer) => (answer === KEPT ? '' : DIALYSIS_MESSAGES.checkedOut),
        failed: DIALYSIS_MESSAGES.checkout,
        onDone: (answer) => {
          if (answer === KEPT) {
            message.warning(OFFLINE_MESSAGES.checkoutKept);
            navigate(pathOf('dashboard'));
            return;
          }
          void afterCheckout(answer, { patientID, dialysisID }).then((outcome) => {
            if (outcome === 'redirected') return; // saved; the browser is on its way to QuickBooks
            // 'QuickBooks token expired...' also closes the confirm modal; the session itself is saved.
            if (outcome === 'token-expired') setConfirm(null);
            navigate(mode === 'FULL' ? routePath('patientRecord', { id: patientID }) : pathOf('dashboard'));
          });
        },
      },
    );
    setSaving(null);
    if (!ok) setConfirm(null);
  };

  if (exception === null)
    return <Navigate to={routePath('patientDialysis', { id: patientID, dialysisId: dialysisID })} replace />;
  if (!loaded || !formProps || !phase) return fallback;
  if (hasEnded(phase)) {
    return (
      <Navigate
        to={routePath('patientDialysisCheckOutEdit', { id: patientID, dialysisId: loaded.id })}
        replace
      />
    );
  }
  if (phase === 'booked')
    return <Navigate to={routePath('patientDialysis', { id: patientID, dialysisId: loaded.id })} replace />;

  const initial = valuesFromDialysis(loaded);

  const openConfirm = async () => {
    await validateOrScroll(form, [...POST_TEXT_FIELDS, 'dialyser', 'notes']);
    const current = form.getFieldsValue(true);
    setConfirm({
      offTarget: derivedGrams(current).offTarget,
      minutes: sessionDurationMinutes(new Date(loaded.startTime as string), new Date()),
      preChanged: Object.keys(changedInput(initial, current, FULL_ONLY_FIELDS)).length > 0,
    });
  };

  const checkout = async (mode: CheckoutMode) => {
    if (mode === 'FULL') {
      try {
        await validateOrScroll(form);
      } catch {
        setConfirm(null);
        return;
      }
    }
    const current = form.getFieldsValue(true);
    const fields = mode === 'FULL' ? FULL_CHECKOUT_FIELDS : SIMPLE_CHECKOUT_FIELDS;
    // The discharge the nurse picked; left alone, the server records the check-out time (issue 25).
    const discharge: string | null | undefined = form.getFieldValue('dischargeTime');
    const checkout = {
      ...checkoutInput(initial, current, fields),
      ...(discharge ? { dischargeTime: discharge } : {}),
      id: loaded.id,
      updatedOn: loaded.updatedOn,
      mode,
    };
    if (mode === 'SIMPLE') {
      // Through the tablet's queue (issue 31): sent now, or kept and sent after the session's readings.
      await send(mode, async () => {
        const submitted = await outbox.submit<CheckoutDialysisMutation>({
          kind: 'checkout',
          patientID,
          dialysisID: loaded.id,
          query: CHECKOUT_DIALYSIS,
          variables: { checkout },
          enteredAt: new Date().toISOString(),
          shown: checkoutShown(checkout),
        });
        return submitted.sent ? submitted.data.checkoutDialysis : KEPT;
      });
      return;
    }
    // Saved first, always (issue 30 item 1): invoicing follows, and may send the browser to QuickBooks.
    await send(mode, () => request(CHECKOUT_DIALYSIS3, { checkout }).then((d) => d.checkoutDialysis));
  };

  return (
    <SessionPageLayout patientID={patientID} clinicID={loaded.clinicID} dialysisID={loaded.id} phase={phase}>
      <SessionHeader
        page="checkout"
        patientID={patientID}
        extra={<Button onClick={() => setShowOrder(true)}>Dialysis Order</Button>}
      />
      <Alert type="warning" showIcon title={DIALYSIS_MESSAGES.postDataWarning} />
      <SessionForm {...formProps} mode="checkout">
        <DischargeAtCheckoutField startTime={loaded.startTime} timeZone={formProps.timeZone} />
        <Form.Item
          name="notes"
          label="Additional Notes"
          required={exception}
          rules={[{ required: exception, whitespace: true, message: DIALYSIS_MESSAGES.required }]}
          extra={exception ? DIALYSIS_MESSAGES.exceptionNotesRequired : undefined}
        >
          <Input.TextArea rows={3} maxLength={TEXT_LIMITS.multiline} showCount />
        </Form.Item>
        {saveActions('Check Out', openConfirm)}
      </SessionForm>
      <CheckOutConfirmModal
        open={confirm !== null}
        offTargetGrams={confirm?.offTarget ?? null}
        durationMinutes={confirm?.minutes ?? null}
        readings={loaded.intervalCount}
        exception={exception}
        preChanged={confirm?.preChanged ?? false}
        offline={!online}
        saving={saving}
        onCheckout={(mode) => void checkout(mode)}
        onCancel={() => setConfirm(null)}
      />
      <CheckOutOrderModal patientID={patientID} open={showOrder} onClose={() => setShowOrder(false)} />
    </SessionPageLayout>
  );
}
