import { CHECKOUT_EDIT_FIELDS, TEXT_LIMITS } from '@dialysis/domain';
import { Col, DatePicker, Form, Input, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { Navigate } from 'react-router';
import { instantOf, pickerValue } from '../../lib/clock.ts';
import { routePath } from '../../shared/routes.ts';
import { SessionForm } from './session-form.tsx';
import { SessionHeader } from './session-header.tsx';
import { SessionPageLayout } from './session-page-layout.tsx';
import { useSessionPage } from './use-session-page.tsx';

const TREATMENT_TIMES = [
  ['startTime', 'Start Time'],
  ['endTime', 'End Time'],
] as const;

/**
 * The treatment's start and end, correctable after check-out because Kt/V depends on them (issue 13): on the
 * session's own day only (the picker offers no other); the server checks the day, the order and the future
 * (domain treatmentTimesError) and audits old and new values. Sent only when changed.
 */
function TreatmentTimeFields({
  startTime,
  endTime,
  timeZone,
}: {
  startTime: string | null;
  endTime: string | null;
  timeZone: string | undefined;
}) {
  const day = pickerValue(startTime, timeZone);
  const initial = { startTime, endTime };
  return (
    <Row gutter={16}>
      {TREATMENT_TIMES.map(([name, label]) => (
        <Col key={name} xs={24} sm={12} lg={6}>
          <Form.Item
            name={name}
            label={label}
            initialValue={initial[name]}
            getValueProps={(value: string | null | undefined) => ({ value: pickerValue(value, timeZone) })}
            normalize={(value: Dayjs | null) => instantOf(value, timeZone)}
          >
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="DD MMM YYYY HH:mm"
              allowClear={false}
              aria-label={label}
              style={{ width: '100%' }}
              disabledDate={(d) => day !== null && !d.isSame(day, 'day')}
            />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}

/**
 * Check-out edit (spec 000 section 2): a checked-out session's form with the pre fields, machine, MSA and
 * membrane use disabled; Update sends the changed post data, dialyser, notes and treatment times, then opens
 * the patient record. A session still in progress has nothing to edit here yet: it goes to its intra page.
 */
export function CheckOutEditPage() {
  const { patientID, navigate, loaded, fallback, formProps, update, saveActions } = useSessionPage();
  if (!loaded || !formProps) return fallback;
  if (!loaded.endTime)
    return <Navigate to={routePath('patientDialysis', { id: patientID, dialysisId: loaded.id })} replace />;

  const onUpdate = () => {
    const times = Object.fromEntries(
      TREATMENT_TIMES.flatMap(([name]) => {
        const value: string | null | undefined = formProps.form.getFieldValue(name);
        return value && value !== loaded[name] ? [[name, value]] : [];
      }),
    );
    return update(CHECKOUT_EDIT_FIELDS, () => navigate(routePath('patientRecord', { id: patientID })), times);
  };

  return (
    <SessionPageLayout patientID={patientID} clinicID={loaded.clinicID} dialysisID={loaded.id}>
      <SessionHeader page="checkoutEdit" patientID={patientID} />
      <SessionForm {...formProps} mode="checkoutEdit">
        <TreatmentTimeFields
          startTime={loaded.startTime}
          endTime={loaded.endTime}
          timeZone={formProps.timeZone}
        />
        <Form.Item name="notes" label="Additional Notes">
          <Input.TextArea rows={3} maxLength={TEXT_LIMITS.multiline} showCount />
        </Form.Item>
        {saveActions('Update', onUpdate)}
      </SessionForm>
    </SessionPageLayout>
  );
}
