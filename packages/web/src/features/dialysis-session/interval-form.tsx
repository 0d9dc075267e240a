import { DeleteOutlined, HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import {
  DIALYSIS_MESSAGES,
  INTERVAL_READINGS,
  type IntervalReading,
  intervalReadingError,
  isCarriedOver,
  normaliseCuf,
  TEXT_LIMITS,
} from '@dialysis/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Flex, Form, type FormInstance, Input, Row, Typography } from 'antd';
import { memo, useEffect, useMemo } from 'react';
import type { SubmitDialysisIntervalMutation } from '../../api/generated/graphql.ts';
import { doneText } from '../../api/mutation-toasts.ts';
import { MultiSelect } from '../../components/multi-select.tsx';
import { useConfirmedMutation } from '../../components/use-confirmed-mutation.ts';
import { centreTime } from '../../lib/clock.ts';
import { OFFLINE_MESSAGES } from '../../shared/offline/messages.ts';
import type { SessionOutbox, Submitted } from '../../shared/offline/use-session-outbox.ts';
import { AdministeredMedicationFields } from '../../shared/patient-panels/administered-medication-panel.tsx';
import { useDrugOptions } from '../../shared/patient-panels/options.ts';
import { recordKey, useCentreStaff } from '../../shared/patient-panels/record-queries.ts';
import type { DialysisInterval } from './api.ts';
import { SUBMIT_INTERVAL, useSymptomList } from './interval-queries.ts';
import {
  carriedValues,
  type IntervalFormValues,
  intervalSubmission,
  READING_LABELS,
  type ReadingTarget,
} from './intra-model.ts';
import { carriedFromForm, newestKeptReading, shownReading, storableValues } from './queued-reading.ts';
import { type ReadingSession, ReadingTimeField, readingInstantOf } from './reading-time-field.tsx';

/** Spec 001 section 5: every reading required ('Required.'), an optionally signed decimal ('Digits only'). */
const readingRule = (reading: IntervalReading) => ({
  validator: (_: unknown, value: string | undefined) => {
    // The syntax, then the reading's plausible range (domain ranges.ts).
    const error = intervalReadingError(value ?? '', reading);
    return error ? Promise.reject(new Error(error)) : Promise.resolve();
  },
});

/**
 * "Carried over from 10:30" under a machine setting while it still holds the previous reading's value (read by
 * screen readers too: antd links a field's extra to its input). Gone once the nurse changes it.
 */
function CarriedOverHint({
  form,
  reading,
  value,
  at,
}: {
  form: FormInstance<IntervalFormValues>;
  reading: IntervalReading;
  value: string;
  at: string;
}) {
  const current: string | undefined = Form.useWatch(reading, form);
  if ((current ?? '').trim() !== value) return null;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      <HistoryOutlined aria-hidden /> Carried over from {at}
    </Typography.Text>
  );
}

/**
 * The interval (reading) entry of the intra page: when it was measured, the 13 readings, an optional note and
 * symptoms, and the medication given, submitted together by submitDialysisInterval. The machine settings start
 * from the previous reading's, marked as carried over; the vitals and measured values start empty (domain
 * CARRIED_OVER_READINGS). 'Are you sure?' first; after a success the nurse stays on the page with the form
 * ready for the next reading (issue 27 item 4, over spec 001 section 4's return to the dashboard). A reading
 * the server refuses shows its message on the field. Memoised: the intra page renders again on every change of
 * the tablet's queue and every reload, and the form has nothing new to show for most of them.
 */
export const IntervalForm = memo(function IntervalForm({
  patientID,
  target,
  appointmentID,
  clinicID,
  session,
  previous,
  timeZone,
  outbox,
  reentered,
}: {
  /** The session's queue on this tablet (features/offline), which every reading goes through. */
  outbox: SessionOutbox;
  /** Values to put back in the form (Re-enter of a refused reading); a new object each time. */
  reentered: { values: Record<string, unknown> } | null;
  patientID: number;
  /** The session: its id, or a provisional session's provisional id (a check-in kept on this tablet). */
  target: ReadingTarget;
  /** A provisional session's appointment (the reading is shown with its check-in wherever that is). */
  appointmentID?: number;
  clinicID: number;
  session: ReadingSession;
  /** The reading measured last, whose settings the next one starts from (none before the first). */
  previous: DialysisInterval | null | undefined;
  timeZone: string | undefined;
}) {
  const [form] = Form.useForm<IntervalFormValues>();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  // Re-enter of a reading the server refused after it waited: its values back in the form, to correct.
  useEffect(() => {
    if (!reentered) return;
    form.resetFields();
    form.setFieldsValue(reentered.values as Partial<IntervalFormValues>);
    document.getElementById('interval')?.scrollIntoView({ block: 'start' });
  }, [reentered, form]);
  const symptoms = useSymptomList();
  const staff = useCentreStaff(clinicID);
  const drugs = useDrugOptions();
  const staffOptions = (staff.data ?? []).map((s) => ({ value: s.accountID, label: s.name }));
  const symptomOptions = (symptoms.data ?? []).map((s) => ({ value: s.id, label: s.name }));
  // The newest reading kept on this tablet (not sent yet) is the previous one when it was measured later.
  const kept = useMemo(
    () => newestKeptReading(outbox.writes, previous?.timestamp),
    [outbox.writes, previous],
  );
  const carried = useMemo(
    () => (kept ? carriedFromForm(kept.formValues as IntervalFormValues) : carriedValues(previous)),
    [kept, previous],
  ) as Partial<Record<IntervalReading, string>>;
  const carriedFrom = kept?.enteredAt ?? previous?.timestamp;
  const carriedAt = carriedFrom ? centreTime(carriedFrom, 'HH:mm', timeZone) : '';

  // A newer previous reading (this nurse's, or one recorded on another screen): its settings fill the fields
  // the nurse has not touched since the form was last ready.
  useEffect(() => {
    const untouched = Object.fromEntries(
      Object.entries(carried).filter(([reading]) => !form.isFieldTouched(reading as IntervalReading)),
    );
    form.setFieldsValue(untouched);
  }, [carried, form]);

  // A refused reading shows under its field ('Required.', 'Digits only', the time's rules); anything else as a
  // message. The session, its readings and the Administered Medication panel all live under the patient's key.
  // Through the tablet's queue (issue 31): kept in IndexedDB first, then sent with its Idempotency-Key; without
  // a network it waits and is sent later, so the measured time is always sent (the entry's, unless picked).
  const submitReading = useConfirmedMutation({
    mutationFn: (values: IntervalFormValues) => {
      const measured =
        (values.timestamp ? readingInstantOf(session, timeZone)(values.timestamp) : null) ??
        new Date().toISOString();
      return outbox.submit<SubmitDialysisIntervalMutation>({
        kind: 'reading',
        patientID,
        ...('sessionKey' in target
          ? { sessionKey: target.sessionKey, appointmentID, clinicID }
          : { dialysisID: target.dialysisID }),
        query: SUBMIT_INTERVAL,
        variables: intervalSubmission(target, values, measured),
        enteredAt: measured,
        shown: shownReading(values, measured, timeZone, symptomOptions),
        formValues: storableValues(values),
      });
    },
    meta: {
      // Kept, not recorded: said as a warning below, not as a success.
      done: doneText((saved: Submitted<SubmitDialysisIntervalMutation>) =>
        saved.sent ? DIALYSIS_MESSAGES.intervalSubmitted : '',
      ),
      failed: DIALYSIS_MESSAGES.update,
      form,
    },
    networkMode: 'always',
  });
  // Ready for the next reading: empty but for the settings just recorded, carried over; the time back to now.
  const submit = (values: IntervalFormValues) =>
    submitReading(values, (saved) => {
      if (!saved.sent) message.warning(OFFLINE_MESSAGES.readingKept);
      form.resetFields();
      form.setFieldsValue(
        saved.sent ? carriedValues(saved.data.submitDialysisInterval) : carriedFromForm(values),
      );
      if (saved.sent) void queryClient.invalidateQueries({ queryKey: recordKey(patientID) });
    });

  return (
    <Card title="New Reading">
      <Form<IntervalFormValues>
        form={form}
        name="interval"
        layout="vertical"
        onFinish={submit}
        requiredMark
        initialValues={carried}
      >
        <Row gutter={[12, 0]}>
          <Col xs={12} sm={8} md={6} lg={4} xl={3}>
            <ReadingTimeField session={session} timeZone={timeZone} nowByDefault />
          </Col>
        </Row>
        <Row gutter={[12, 0]}>
          {INTERVAL_READINGS.map((reading) => (
            <Col key={reading} xs={12} sm={8} md={6} lg={4} xl={3}>
              <Form.Item
                name={reading}
                label={READING_LABELS[reading]}
                rules={[readingRule(reading)]}
                required
                extra={
                  isCarriedOver(reading) && carried[reading] !== undefined ? (
                    <CarriedOverHint form={form} reading={reading} value={carried[reading]} at={carriedAt} />
                  ) : undefined
                }
              >
                <Input
                  inputMode="decimal"
                  autoComplete="off"
                  onBlur={
                    reading === 'cUF'
                      ? (event) => form.setFieldValue('cUF', normaliseCuf(event.target.value))
                      : undefined
                  }
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Row gutter={[12, 0]}>
          <Col xs={24} md={12}>
            <Form.Item name="symptoms" label="Symptoms">
              <MultiSelect
                allowClear
                options={symptomOptions}
                optionFilterProp="label"
                loading={symptoms.isPending}
                placeholder="None"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="note" label="Note">
              <Input.TextArea
                autoSize={{ minRows: 1, maxRows: 4 }}
                maxLength={TEXT_LIMITS.multiline}
                showCount
              />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Text strong>Medication Given</Typography.Text>
        <Form.List name="medications">
          {(fields, { add, remove }) => (
            <Flex vertical gap={4} style={{ marginTop: 8, marginBottom: 16 }}>
              {fields.map((field, index) => (
                <Flex
                  key={field.key}
                  wrap
                  gap={8}
                  align="flex-start"
                  role="group"
                  aria-label={`Medication given ${index + 1}`}
                >
                  <AdministeredMedicationFields
                    staffOptions={staffOptions}
                    drugOptions={drugs}
                    prefix={[field.name]}
                    fullPrefix={['medications', field.name]}
                  />
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={`Remove medication given ${index + 1}`}
                    onClick={() => remove(field.name)}
                  />
                </Flex>
              ))}
              <div>
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})}>
                  Add Medication Given
                </Button>
              </div>
            </Flex>
          )}
        </Form.List>
        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit">
            Submit Reading
          </Button>
        </Flex>
      </Form>
    </Card>
  );
});
