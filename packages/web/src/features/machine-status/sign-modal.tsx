import { MACHINE_STATUS_MESSAGES } from '@dialysis/domain';
import { Descriptions, Form, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { MODAL_WIDTH, showDate } from '../../shared/manage-kit/kit.tsx';
import { DateItem, iso, RemarksItem } from './form-parts.tsx';
import { beforeToday } from './model.ts';
import type { MachineStatusItem, UpdateInput } from './queries.ts';
import { DocumentLink } from './status-groups.tsx';

interface Values {
  expiryDate: Dayjs;
  remarks?: string;
}

/**
 * Approve Maintenance (Sign, spec 002): a Nurse Manager or Medical Director reviews the passed audit and its
 * document and signs it with the machine's new expiry date. The item becomes PASS (TO_SCHEDULE straight away
 * when the new date is within three months) and the finished cycle is kept as history.
 */
export function SignModal({
  item,
  today,
  onSubmit,
  onCancel,
}: {
  item: MachineStatusItem | null;
  today: string;
  onSubmit: (item: MachineStatusItem, update: UpdateInput) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<Values>();
  return (
    <Modal
      open={item !== null}
      title="Approve Maintenance"
      width={MODAL_WIDTH}
      okText="Sign"
      onCancel={onCancel}
      destroyOnHidden
      onOk={() =>
        form.validateFields().then(
          (v) =>
            item &&
            onSubmit(item, {
              id: item.id,
              updatedOn: item.updatedOn,
              expiryDate: iso(v.expiryDate),
              remarks: v.remarks?.trim() || null,
            }),
          () => undefined,
        )
      }
    >
      {item && (
        <>
          <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
            <Descriptions.Item label="Test Case">{item.name}</Descriptions.Item>
            <Descriptions.Item label="Machine">
              {item.machineName} ({item.machineSerialNo}), {item.machineClinicName}
            </Descriptions.Item>
            <Descriptions.Item label="Current Expiry">{showDate(item.expiryDate)}</Descriptions.Item>
            <Descriptions.Item label="Audit">{showDate(item.nextAudit)}</Descriptions.Item>
            <Descriptions.Item label="Document">
              {item.documentUrl ? <DocumentLink item={item} /> : 'None attached'}
            </Descriptions.Item>
          </Descriptions>
          <Form
            form={form}
            clearOnDestroy
            layout="vertical"
            name="sign-machine-status"
            initialValues={{ remarks: item.remarks ?? undefined }}
          >
            <DateItem
              name="expiryDate"
              label="New Expiry Date"
              rules={[{ required: true, message: MACHINE_STATUS_MESSAGES.newExpiryRequired }]}
              disabledDate={(date) => beforeToday(date, today)}
            />
            <RemarksItem />
          </Form>
        </>
      )}
    </Modal>
  );
}
