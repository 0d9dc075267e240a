import {
  INCIDENT_MODAL_WIDTH,
  type IncidentResponse,
  incidentResponseProblem,
  INCIDENT_FIELD_LABELS as L,
  INCIDENT_MESSAGES as M,
  seesIncidentOrder,
  TEXT_LIMITS,
} from '@dialysis/domain';
import { App, Descriptions, Divider, Form, Input, Modal } from 'antd';
import { request } from '../../api/graphql.ts';
import { useConfirmedMutation } from '../../components/use-confirmed-mutation.ts';
import { showDateTime } from '../../lib/clock.ts';
import { useAuth } from '../../shared/session/auth-context.tsx';
import { IncidentResponses } from './incident-responses.tsx';
import { incidentKeys } from './keys.ts';
import { type IncidentReport, UPDATE_INCIDENT_REPORT } from './queries.ts';

/**
 * The incident modals keep their title and buttons on the screen and scroll their body (issue 27: at 1024x768 the
 * Write Response form ran below the window, Submit with it; a report's responses make it longer still).
 */
const SCROLLING_BODY = { body: { maxHeight: 'calc(100vh - 200px)', overflowY: 'auto' } } as const;

const category = (report: IncidentReport) =>
  report.eventCategory === 'PatientEvent' ? 'Patient Event' : 'Centre Event';

/**
 * 'Incident Report - View' (spec 001 section 2): every field of the report, width 1000; the response fields as
 * they stand (each the newest written), then every response with its author and time (issue 27).
 */
export function IncidentViewModal({
  report,
  onClose,
}: {
  report: IncidentReport | null;
  onClose: () => void;
}) {
  const { user } = useAuth();
  return (
    <Modal
      title={M.viewTitle}
      open={report !== null}
      width={INCIDENT_MODAL_WIDTH}
      centered
      styles={SCROLLING_BODY}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {report && (
        <Descriptions bordered size="small" column={2} aria-label="Incident report">
          {report.patientID !== null && (
            <>
              <Descriptions.Item label="Patient">{report.patientName}</Descriptions.Item>
              <Descriptions.Item label="NRIC">{report.patientNric}</Descriptions.Item>
            </>
          )}
          <Descriptions.Item label={L.clinicID}>{report.clinicName}</Descriptions.Item>
          <Descriptions.Item label="Category">{category(report)}</Descriptions.Item>
          <Descriptions.Item label={L.location}>{report.location}</Descriptions.Item>
          <Descriptions.Item label={L.datetimeOccurred}>
            {showDateTime(report.datetimeOccurred)}
          </Descriptions.Item>
          <Descriptions.Item label={L.reportedBy}>{report.reportedByName}</Descriptions.Item>
          <Descriptions.Item label={L.eventType}>{report.eventType}</Descriptions.Item>
          <Descriptions.Item label={L.description} span={2}>
            <span style={{ whiteSpace: 'pre-wrap' }}>{report.description}</span>
          </Descriptions.Item>
          <Descriptions.Item label={L.cause} span={2}>
            {report.cause}
          </Descriptions.Item>
          <Descriptions.Item label={L.action} span={2}>
            {report.action}
          </Descriptions.Item>
          <Descriptions.Item label={L.eventOutcome} span={2}>
            {report.eventOutcome}
          </Descriptions.Item>
          <Descriptions.Item label={L.furtherAction} span={2}>
            {report.furtherAction}
          </Descriptions.Item>
          {seesIncidentOrder(user?.group) && (
            <Descriptions.Item label={L.order} span={2}>
              {report.order}
            </Descriptions.Item>
          )}
          <Descriptions.Item label={L.responseBy}>{report.responseByName}</Descriptions.Item>
          <Descriptions.Item label={L.responseTimestamp}>
            {report.responseTimestamp ? showDateTime(report.responseTimestamp) : ''}
          </Descriptions.Item>
        </Descriptions>
      )}
      {report && (
        <>
          <Divider titlePlacement="start">{`Responses (${report.responses.length})`}</Divider>
          <IncidentResponses responses={report.responses} />
        </>
      )}
    </Modal>
  );
}

type ResponseValues = Required<{ [K in keyof IncidentResponse]: string | undefined }>;

/**
 * 'Incident Report - Write Responses' (spec 001 sections 2 and 5): every field optional but at least one, else
 * the warning 'No message to update.'. Additional Orders (Medical Director) only for a Medical Director. Who
 * responded and when are the server's. A response is added to the report's responses (issue 27), listed above
 * the form (the modal's body scrolls, its buttons stay in view), so the form opens empty: what the user writes is
 * theirs alone.
 */
export function IncidentResponseModal({
  report,
  onClose,
}: {
  report: IncidentReport | null;
  onClose: () => void;
}) {
  const { user } = useAuth();
  const { message } = App.useApp();
  const director = seesIncidentOrder(user?.group);
  const [form] = Form.useForm<ResponseValues>();
  const save = useConfirmedMutation({
    mutationFn: (v: ResponseValues & { id: number; updatedOn: string }) =>
      request(UPDATE_INCIDENT_REPORT, {
        update: {
          id: v.id,
          updatedOn: v.updatedOn,
          cause: v.cause ?? '',
          action: v.action ?? '',
          eventOutcome: v.eventOutcome ?? '',
          furtherAction: v.furtherAction ?? '',
          ...(director ? { order: v.order ?? '' } : {}),
        },
      }),
    meta: { done: M.updated, failed: M.retrieveFailed },
    invalidates: [incidentKeys.all],
  });
  const submit = async () => {
    if (!report) return;
    const values = await form.validateFields();
    const problem = incidentResponseProblem(director ? values : { ...values, order: undefined });
    if (problem) {
      message.warning(problem);
      return;
    }
    save({ ...values, id: report.id, updatedOn: report.updatedOn }, onClose);
  };
  const text = (name: keyof ResponseValues, label: string) => (
    <Form.Item name={name} label={label}>
      <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={TEXT_LIMITS.multiline} />
    </Form.Item>
  );
  return (
    <Modal
      title={M.respondTitle}
      open={report !== null}
      width={INCIDENT_MODAL_WIDTH}
      centered
      styles={SCROLLING_BODY}
      onCancel={onClose}
      onOk={submit}
      okText="Submit"
      destroyOnHidden
    >
      {report && (
        <Form form={form} clearOnDestroy layout="vertical" name="incident-response">
          <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={L.eventType}>{report.eventType}</Descriptions.Item>
            <Descriptions.Item label={L.datetimeOccurred}>
              {showDateTime(report.datetimeOccurred)}
            </Descriptions.Item>
            <Descriptions.Item label={L.description} span={2}>
              {report.description}
            </Descriptions.Item>
          </Descriptions>
          {report.responses.length > 0 && (
            <>
              <Divider titlePlacement="start">{`Earlier responses (${report.responses.length})`}</Divider>
              <IncidentResponses responses={report.responses} />
              <Divider titlePlacement="start">New response</Divider>
            </>
          )}
          {text('cause', L.cause)}
          {text('action', L.action)}
          {text('eventOutcome', L.eventOutcome)}
          {text('furtherAction', L.furtherAction)}
          {director && text('order', L.order)}
        </Form>
      )}
    </Modal>
  );
}
