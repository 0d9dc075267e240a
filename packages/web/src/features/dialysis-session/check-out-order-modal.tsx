import { kgFromGrams, DIALYSIS_ORDER_MESSAGES as M } from '@dialysis/domain';
import { Button, Descriptions, Empty, Modal, Spin } from 'antd';
import dayjs from 'dayjs';
import { useDialysisOrderInForce } from '../patient-record/panels/dialysis-order-panel-queries.ts';

const show = (value: number | string | null | undefined, unit = '') =>
  value === null || value === undefined || value === '' ? '-' : `${value}${unit}`;

/** The check-out page's Dialysis Order modal (spec 000 section 2): the order in force, read only. */
export function CheckOutOrderModal({
  patientID,
  open,
  onClose,
}: {
  patientID: number;
  open: boolean;
  onClose: () => void;
}) {
  const order = useDialysisOrderInForce(patientID);
  const o = order.data;
  return (
    <Modal
      open={open}
      title="Dialysis Order"
      onCancel={onClose}
      width={760}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {order.isPending ? (
        <Spin />
      ) : order.isError ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={M.retrieveFailed} />
      ) : !o ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={M.none} />
      ) : (
        <Descriptions size="small" bordered column={{ xs: 1, sm: 2 }} aria-label="Dialysis Order in force">
          <Descriptions.Item label="Order Date">{dayjs(o.dOrder).format('DD MMM YYYY')}</Descriptions.Item>
          <Descriptions.Item label="Ordered By">{show(o.staffName)}</Descriptions.Item>
          <Descriptions.Item label="Dry Weight">
            {o.dryWeight === null ? '-' : `${kgFromGrams(o.dryWeight)} kg`}
          </Descriptions.Item>
          <Descriptions.Item label="MSA">{show(o.MSA)}</Descriptions.Item>
          <Descriptions.Item label="Frequency / Month">{show(o.freqMth)}</Descriptions.Item>
          <Descriptions.Item label="Duration">{show(o.duration, ' min')}</Descriptions.Item>
          <Descriptions.Item label="Heparin Load">{show(o.hepLoad)}</Descriptions.Item>
          <Descriptions.Item label="Heparin Continuous">{show(o.hepCont)}</Descriptions.Item>
          <Descriptions.Item label="Anticoagulant">{show(o.antio)}</Descriptions.Item>
          <Descriptions.Item label="Dialysate">{show(o.dialysate)}</Descriptions.Item>
          <Descriptions.Item label="Bicarbonate">{show(o.bicarbonate)}</Descriptions.Item>
          <Descriptions.Item label="Temp">{show(o.temp, ' °C')}</Descriptions.Item>
          <Descriptions.Item label="QD">{show(o.QD)}</Descriptions.Item>
          <Descriptions.Item label="QB">{show(o.QB)}</Descriptions.Item>
          <Descriptions.Item label="Primary Access">{show(o.accessPrim)}</Descriptions.Item>
          <Descriptions.Item label="Access ID">{show(o.accessID)}</Descriptions.Item>
          <Descriptions.Item label="A Needle">{show(o.aNeedle)}</Descriptions.Item>
          <Descriptions.Item label="V Needle">{show(o.vNeedle)}</Descriptions.Item>
          <Descriptions.Item label="Notes" span="filled">
            {show(o.notes)}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
