import {
  incidentEventTypes,
  incidentLocationOptions,
  INCIDENT_FIELD_LABELS as L,
  INCIDENT_MESSAGES as M,
  seesIncidentOrder,
  TEXT_LIMITS,
} from '@dialysis/domain';
import { Button, Col, Form, Input, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { request } from '../../api/graphql.ts';
import { DatePicker } from '../../components/date-picker.tsx';
import { useConfirmedMutation } from '../../components/use-confirmed-mutation.ts';
import { instantOf, pickerNow } from '../../lib/clock.ts';
import { isFutureDay, notFutureTime } from '../../lib/not-future.ts';
import { activeClinics, useClinics, useSelectedClinic } from '../../shared/centres/clinics.ts';
import { useCentreStaff } from '../../shared/patient-panels/record-queries.ts';
import { useAuth } from '../../shared/session/auth-context.tsx';
import { incidentKeys } from './keys.ts';
import { CREATE_INCIDENT_REPORT } from './queries.ts';

type Values = {
  clinicID: number;
  location: string;
  datetimeOccurred: Dayjs;
  reportedBy: string;
  eventType: string;
  description: string;
};

const required = [{ required: true, message: M.required }];
const requiredText = [{ required: true, whitespace: true, message: M.required }];
const FORMAT = 'DD MMM YYYY HH:mm';

/**
 * The inline add form of an incident list (spec 001 sections 2 and 5): location, date/time, reporter, event
 * type and description required ('Required.'); on the patient screen also the reporting centre (the selected
 * centre first). The response fields show read-only. A patient form offers the patient event types, a centre
 * form (no patientID, its centre fixed) the centre ones.
 */
export function IncidentAddForm({ patientID, clinicID }: { patientID?: number; clinicID?: number }) {
  const { user } = useAuth();
  const clinics = activeClinics(useClinics().data);
  const selected = useSelectedClinic().clinic;
  const [form] = Form.useForm<Values>();
  const chosenCentre = Form.useWatch('clinicID', form) ?? clinicID ?? selected?.id;
  const staff = useCentreStaff(chosenCentre);
  const staffOptions = (staff.data ?? []).map((s) => ({ value: s.accountID, label: s.name }));
  if (user && !staffOptions.some((o) => o.value === user.accountID))
    staffOptions.unshift({ value: user.accountID, label: user.name });
  const eventTypes = incidentEventTypes(patientID === undefined ? 'CentreEvent' : 'PatientEvent');
  const locations = incidentLocationOptions(clinics.map((c) => c.name));

  const create = useConfirmedMutation({
    mutationFn: (v: Values) =>
      request(CREATE_INCIDENT_REPORT, {
        create: {
          clinicID: clinicID ?? v.clinicID,
          patientID: patientID ?? null,
          location: v.location,
          datetimeOccurred: instantOf(v.datetimeOccurred),
          reportedBy: v.reportedBy,
          eventType: v.eventType,
          description: v.description.trim(),
        },
      }),
    meta: { done: M.created, failed: M.retrieveFailed },
    invalidates: [incidentKeys.all],
  });
  const submit = (v: Values) => create(v, () => form.resetFields());
  const readOnly = (label: string) => (
    <Col xs={24} md={12} xl={8}>
      <Form.Item label={label}>
        <Input disabled aria-label={label} />
      </Form.Item>
    </Col>
  );

  return (
    <Form
      form={form}
      layout="vertical"
      name={patientID === undefined ? 'centre-incident' : 'patient-incident'}
      onFinish={submit}
      initialValues={{
        clinicID: clinicID ?? selected?.id,
        reportedBy: user?.accountID,
        datetimeOccurred: pickerNow(),
      }}
      style={{ marginBottom: 16 }}
    >
      <Row gutter={12}>
        {patientID !== undefined && (
          <Col xs={24} md={12} xl={8}>
            <Form.Item name="clinicID" label={L.clinicID} rules={required}>
              <Select
                aria-label={L.clinicID}
                options={clinics.map((c) => ({ value: c.id, label: c.name }))}
                onChange={() => form.setFieldValue('reportedBy', user?.accountID)}
              />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="location" label={L.location} rules={required}>
            <Select aria-label={L.location} options={locations.map((value) => ({ value, label: value }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="datetimeOccurred" label={L.datetimeOccurred} rules={[...required, notFutureTime]}>
            <DatePicker
              aria-label={L.datetimeOccurred}
              showTime={{ format: 'HH:mm' }}
              format={FORMAT}
              disabledDate={isFutureDay}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="reportedBy" label={L.reportedBy} rules={required}>
            <Select aria-label={L.reportedBy} options={staffOptions} showSearch optionFilterProp="label" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="eventType" label={L.eventType} rules={required}>
            <Select aria-label={L.eventType} options={eventTypes.map((value) => ({ value, label: value }))} />
          </Form.Item>
        </Col>
        <Col xs={24} xl={16}>
          <Form.Item name="description" label={L.description} rules={requiredText}>
            <Input.TextArea
              aria-label={L.description}
              autoSize={{ minRows: 1, maxRows: 6 }}
              maxLength={TEXT_LIMITS.multiline}
            />
          </Form.Item>
        </Col>
        {readOnly(L.cause)}
        {readOnly(L.action)}
        {readOnly(L.eventOutcome)}
        {readOnly(L.furtherAction)}
        {seesIncidentOrder(user?.group) && readOnly(L.order)}
      </Row>
      <Button type="primary" htmlType="submit">
        Add
      </Button>
    </Form>
  );
}
