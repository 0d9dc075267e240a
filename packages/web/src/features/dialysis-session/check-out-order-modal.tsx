import { DIALYSIS_ORDER_MESSAGES as M } from '@dialysis/domain';
import { Button, Empty, Modal, Spin } from 'antd';
import { OrderDescriptions } from '../../shared/patient-panels/dialysis-order-panel.tsx';
import { useDialysisOrderInForce } from '../../shared/patient-panels/dialysis-order-panel-queries.ts';

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
        <OrderDescriptions order={o} bordered column={{ xs: 1, sm: 2 }} />
      )}
    </Modal>
  );
}
