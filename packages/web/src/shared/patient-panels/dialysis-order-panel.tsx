import { kgFromGrams, DIALYSIS_ORDER_MESSAGES as M } from '@dialysis/domain';
import { Button, Card, Descriptions, type DescriptionsProps, Empty, Spin } from 'antd';
import { useState } from 'react';
import { showDay } from '../../lib/clock.ts';
import { useCan } from '../session/use-can.ts';
import { NewDialysisOrderModal } from './dialysis-order-panel-modal.tsx';
import { type DialysisOrder, useDialysisOrderInForce } from './dialysis-order-panel-queries.ts';
import { useListFailureToast } from './use-record-write.ts';

const show = (value: number | string | null | undefined, unit = '') =>
  value === null || value === undefined || value === '' ? '-' : `${value}${unit}`;

/**
 * Dialysis Order (spec 000 sections 2 and 5): the order in force (the latest by order date) or 'No Dialysis
 * Order', and New Order for the roles that prescribe. Stacked on the patient record; the check-in pages reuse it.
 */
export function DialysisOrderPanel({ patientID }: { patientID: number }) {
  const [adding, setAdding] = useState(false);
  const order = useDialysisOrderInForce(patientID);
  useListFailureToast(order, M.retrieveFailed);
  const canWrite = useCan('dialysisOrder:create');

  return (
    <Card
      title="Dialysis Order"
      extra={
        canWrite && (
          <Button type="primary" onClick={() => setAdding(true)}>
            New Order
          </Button>
        )
      }
    >
      {order.isPending ? (
        <Spin />
      ) : order.isError ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={M.retrieveFailed} />
      ) : order.data ? (
        <OrderDescriptions order={order.data} column={{ xs: 1, sm: 2, lg: 4 }} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={M.none} />
      )}
      <NewDialysisOrderModal patientID={patientID} open={adding} onClose={() => setAdding(false)} />
    </Card>
  );
}

/** An order's fields, read only (this panel and the check-out page's Dialysis Order modal). */
export function OrderDescriptions({
  order,
  column,
  bordered,
}: {
  order: DialysisOrder;
  column: DescriptionsProps['column'];
  bordered?: boolean;
}) {
  return (
    <Descriptions size="small" bordered={bordered} column={column} aria-label="Dialysis Order in force">
      <Descriptions.Item label="Order Date">{showDay(order.dOrder)}</Descriptions.Item>
      <Descriptions.Item label="Ordered By">{show(order.staffName)}</Descriptions.Item>
      <Descriptions.Item label="Dry Weight">
        {order.dryWeight === null ? '-' : `${kgFromGrams(order.dryWeight)} kg`}
      </Descriptions.Item>
      <Descriptions.Item label="MSA">{show(order.MSA)}</Descriptions.Item>
      <Descriptions.Item label="Frequency / Month">{show(order.freqMth)}</Descriptions.Item>
      <Descriptions.Item label="Duration">{show(order.duration, ' min')}</Descriptions.Item>
      <Descriptions.Item label="Heparin Load">{show(order.hepLoad)}</Descriptions.Item>
      <Descriptions.Item label="Heparin Continuous">{show(order.hepCont)}</Descriptions.Item>
      <Descriptions.Item label="Anticoagulant">{show(order.antio)}</Descriptions.Item>
      <Descriptions.Item label="Dialysate">{show(order.dialysate)}</Descriptions.Item>
      <Descriptions.Item label="Bicarbonate">{show(order.bicarbonate)}</Descriptions.Item>
      <Descriptions.Item label="Temp">{show(order.temp, ' °C')}</Descriptions.Item>
      <Descriptions.Item label="QD">{show(order.QD)}</Descriptions.Item>
      <Descriptions.Item label="QB">{show(order.QB)}</Descriptions.Item>
      <Descriptions.Item label="Primary Access">{show(order.accessPrim)}</Descriptions.Item>
      <Descriptions.Item label="Access ID">{show(order.accessID)}</Descriptions.Item>
      <Descriptions.Item label="A Needle">{show(order.aNeedle)}</Descriptions.Item>
      <Descriptions.Item label="V Needle">{show(order.vNeedle)}</Descriptions.Item>
      <Descriptions.Item label="Notes" span="filled">
        {show(order.notes)}
      </Descriptions.Item>
    </Descriptions>
  );
}
