import { MACHINE_STATUS_MESSAGES } from '@dialysis/domain';
import { Descriptions, Form, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { MODAL_WIDTH } from '../../shared/manage-kit/kit.tsx';
import {
  DateItem,
  DocumentField,
  iso,
  RemarksItem,
  requiredRule,
  type UploadedDocument,
} from './form-parts.tsx';
import { beforeToday, nextAuditTooLate } from './model.ts';
import type { MachineStatusItem, UpdateInput } from './queries.ts';
import { MachineStatusTag } from './status-groups.tsx';

interface Values {
  expiryDate: Dayjs;
  nextAudit?: Dayjs | null;
  remarks?: string;
  document?: UploadedDocument;
}

/**
 * Update Status (spec 002 sections 4 and 5). A TO_SCHEDULE or EXPIRED item is scheduled (SCHEDULE): the
 * next audit date is required and not after the expiry date, except for an item past its expiry date, whose
 * expiry date is disabled. A SCHEDULED item passes its audit (PASS_AUDIT) with the audit document attached.
 */
export function UpdateStatusModal({
  item,
  today,
  onSubmit,
  onCancel,
}: {
  item: MachineStatusItem | null;
  /** The item's centre's today (YYYY-MM-DD). */
  today: string;
  onSubmit: (item: MachineStatusItem, update: UpdateInput) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const expiry = iso(Form.useWatch('expiryDate', form)) ?? item?.expiryDate;
  // Past its expiry date (EXPIRED, or scheduled since): the date stays until a signed audit gives a new one.
  const lapsed = item !== null && (item.status === 'EXPIRED' || item.expiryDate <= today);
  const passing = item?.status === 'SCHEDULED';
  const mode = lapsed ? 'expired' : 'update';

  return (
    <Modal
      open={item !== null}
      title="Update Status"
      width={MODAL_WIDTH}
      okText="Save"
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
              nextAudit: iso(v.nextAudit),
              remarks: v.remarks?.trim() || null,
              ...(v.document ? { key: v.document.key } : {}),
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
            <Descriptions.Item label="Status">
              <MachineStatusTag status={item.status} />
            </Descriptions.Item>
          </Descriptions>
          <Form
            form={form}
            clearOnDestroy
            layout="vertical"
            name="update-machine-status"
            initialValues={{
              expiryDate: dayjs(item.expiryDate),
              nextAudit: item.nextAudit ? dayjs(item.nextAudit) : undefined,
              remarks: item.remarks ?? undefined,
            }}
          >
            <DateItem
              name="expiryDate"
              label="Expiry Date"
              rules={[requiredRule]}
              disabled={lapsed}
              disabledDate={(date) => beforeToday(date, today)}
            />
            <DateItem
              name="nextAudit"
              label="Next Audit"
              rules={[
                ...(passing ? [] : [requiredRule]),
                {
                  validator: (_, value: Dayjs | null | undefined) =>
                    value && nextAuditTooLate(iso(value) as string, expiry, mode)
                      ? Promise.reject(new Error(MACHINE_STATUS_MESSAGES.nextAuditAfterExpiry))
                      : Promise.resolve(),
                },
              ]}
              disabledDate={(date) => nextAuditTooLate(date, expiry, mode)}
            />
            {passing && (
              <Form.Item
                name="document"
                label="Audit Document"
                rules={[{ required: true, message: MACHINE_STATUS_MESSAGES.documentRequired }]}
              >
                <DocumentField />
              </Form.Item>
            )}
            <RemarksItem />
          </Form>
        </>
      )}
    </Modal>
  );
}
