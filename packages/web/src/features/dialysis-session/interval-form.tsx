import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  DIALYSIS_MESSAGES,
  INTERVAL_READINGS,
  type IntervalReading,
  intervalReadingError,
  normaliseCuf,
  TEXT_LIMITS,
} from '@dialysis/domain';
import { Button, Card, Col, Flex, Form, Input, Row, Select, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { request } from '../../api/graphql.ts';
import { useConfirmedMutation } from '../../components/use-confirmed-mutation.ts';
import { AdministeredMedicationFields } from '../../shared/patient-panels/administered-medication-panel.tsx';
import { useDrugOptions } from '../../shared/patient-panels/options.ts';
import { recordKey, useCentreStaff } from '../../shared/patient-panels/record-queries.ts';
import { pathOf } from '../../shared/routes.ts';
import { SUBMIT_INTERVAL, useSymptomList } from './interval-queries.ts';
import { type IntervalFormValues, intervalSubmission, READING_LABELS } from './intra-model.ts';

/** Spec 001 section 5: every reading required ('Required.'), an optionally signed decimal ('Digits only'). */
const readingRule = (reading: IntervalReading) => ({
  validator: (_: unknown, value: string | undefined) => {
    // The syntax, then the reading's plausible range (domain ranges.ts).
    const error = intervalReadingError(value ?? '', reading);
    return error ? Promise.reject(new Error(error)) : Promise.resolve();
  },
});

/**
 * The interval (reading) entry of the intra page: the 13 readings, an optional note and symptoms, and the
 * medication given, submitted together by submitDialysisInterval. 'Are you sure?' first; after a success the
 * user goes to the dashboard (spec 001 section 4). A reading the server refuses shows its message on the field.
 */
export function IntervalForm({
  patientID,
  dialysisID,
  clinicID,
}: {
  patientID: number;
  dialysisID: number;
  clinicID: number;
}) {
  const [form] = Form.useForm<IntervalFormValues>();
  const navigate = useNavigate();
  const symptoms = useSymptomList();
  const staff = useCentreStaff(clinicID);
  const drugs = useDrugOptions();
  const staffOptions = (staff.data ?? []).map((s) => ({ value: s.accountID, label: s.name }));
  const symptomOptions = (symptoms.data ?? []).map((s) => ({ value: s.id, label: s.name }));

  // A refused reading shows under its field ('Required.', 'Digits only'); anything else as a message. The
  // session, its readings and the Administered Medication panel all live under the patient's key.
  const submitReading = useConfirmedMutation({
    mutationFn: (values: IntervalFormValues) =>
      request(SUBMIT_INTERVAL, intervalSubmission(dialysisID, values)),
    meta: { done: DIALYSIS_MESSAGES.intervalSubmitted, failed: DIALYSIS_MESSAGES.update, form },
    invalidates: [recordKey(patientID)],
  });
  const submit = (values: IntervalFormValues) => submitReading(values, () => navigate(pathOf('dashboard')));

  return (
    <Card title="New Reading">
      <Form<IntervalFormValues> form={form} name="interval" layout="vertical" onFinish={submit} requiredMark>
        <Row gutter={[12, 0]}>
          {INTERVAL_READINGS.map((reading) => (
            <Col key={reading} xs={12} sm={8} md={6} lg={4} xl={3}>
              <Form.Item
                name={reading}
                label={READING_LABELS[reading]}
                rules={[readingRule(reading)]}
                required
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
              <Select
                mode="multiple"
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
}
