import { CLINICAL_NOTE_TYPE_LABELS, HOSPITAL_ENTRY_MESSAGES, TEXT_LIMITS } from '@dialysis/domain';
import { useIsMutating } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { request } from '../../api/graphql.ts';
import { DatePicker } from '../../components/date-picker.tsx';
import { useConfirmedMutation } from '../../components/use-confirmed-mutation.ts';
import { instantOf, pickerNow } from '../../lib/clock.ts';
import { isFutureDay, notFutureTime } from '../../lib/not-future.ts';
import {
  CLINICAL_NOTE_CHANNEL,
  type ClinicalNoteSaved,
  CREATE_HOSPITAL_SUMMARY,
} from '../../shared/patient-panels/clinical-notes-queries.ts';
import { useCentre } from '../../shared/session/guards.tsx';

const TITLE = 'Add Clinical Note';
const SAVE_KEY = ['clinicalNote', 'create'] as const;
const required = { required: true, message: HOSPITAL_ENTRY_MESSAGES.required };

interface Values {
  admitTimestamp: Dayjs;
  type: 'CLINIC' | 'EVENT';
  observation?: string;
  assessment?: string;
  plan?: string;
}

/** Tells the page that opened this window (and any other tab of this origin) that a note was saved. */
function announceSaved(patientID: number) {
  const saved: ClinicalNoteSaved = { type: 'clinicalNoteSaved', patientID };
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CLINICAL_NOTE_CHANNEL);
    channel.postMessage(saved);
    channel.close();
  } else {
    // Same origin only: the target origin keeps the message from a page of another site.
    window.opener?.postMessage(saved, window.location.origin);
  }
}

/**
 * The Add Clinical Note pop-up window (spec 001 section 2: a separate 600x600 window): opens with the date
 * set to now and type EVENT; date and type required. On save it tells the opener, which reloads its Clinical
 * Notes panel, and closes itself. Shown without the app header (shared/routes.ts POPUP_PATHS).
 */
export function AddClinicalNotePage() {
  const patientID = Number(useParams().id);
  const centre = useCentre();
  const [form] = Form.useForm<Values>();

  useEffect(() => {
    document.title = TITLE;
  }, []);

  const create = useConfirmedMutation({
    mutationKey: SAVE_KEY,
    mutationFn: (v: Values) =>
      request(CREATE_HOSPITAL_SUMMARY, {
        create: {
          patientID,
          clinicID: centre.id,
          type: v.type,
          // The picker shows the centre's clock (whatever the computer's zone): back to the instant it means.
          admitTimestamp: instantOf(v.admitTimestamp, centre.timezone) ?? v.admitTimestamp.toISOString(),
          observation: v.observation?.trim() || null,
          assessment: v.assessment?.trim() || null,
          plan: v.plan?.trim() || null,
        },
      }),
    meta: { done: 'Created successfully', failed: 'Unable to create new record' },
  });
  const saving = useIsMutating({ mutationKey: SAVE_KEY }) > 0;
  const save = (v: Values) =>
    create(v, () => {
      announceSaved(patientID);
      window.close();
    });

  return (
    <Flex justify="center" style={{ padding: 16 }}>
      <Card title={TITLE} style={{ width: '100%', maxWidth: 560 }}>
        <Form
          form={form}
          layout="vertical"
          name="add-clinical-note"
          initialValues={{ admitTimestamp: pickerNow(centre.timezone), type: 'EVENT' }}
          onFinish={save}
        >
          <Form.Item name="admitTimestamp" label="Date" rules={[required, notFutureTime]}>
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="DD MMM YYYY HH:mm"
              style={{ width: '100%' }}
              disabledDate={isFutureDay}
            />
          </Form.Item>
          <Form.Item name="type" label="Type" rules={[required]}>
            <Select
              aria-label="Type"
              options={(['EVENT', 'CLINIC'] as const).map((value) => ({
                value,
                label: CLINICAL_NOTE_TYPE_LABELS[value],
              }))}
            />
          </Form.Item>
          <Form.Item name="observation" label="Observation">
            <Input.TextArea rows={3} maxLength={TEXT_LIMITS.multiline} showCount />
          </Form.Item>
          <Form.Item name="assessment" label="Assessment">
            <Input.TextArea rows={3} maxLength={TEXT_LIMITS.multiline} showCount />
          </Form.Item>
          <Form.Item name="plan" label="Plan">
            <Input.TextArea rows={3} maxLength={TEXT_LIMITS.multiline} showCount />
          </Form.Item>
          <Flex justify="end" gap={8}>
            <Button onClick={() => window.close()}>Cancel</Button>
            <Button type="primary" htmlType="submit" loading={saving}>
              Save
            </Button>
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}
