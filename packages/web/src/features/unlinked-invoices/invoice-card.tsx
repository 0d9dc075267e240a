import { FileAddOutlined } from '@ant-design/icons';
import { Card, Flex, Tag, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import { centreTime } from '../../lib/clock.ts';
import { routePath } from '../../shared/routes.ts';
import { PermittedButton } from '../../shared/session/permitted-button.tsx';
import type { UnlinkedInvoice } from './queries.ts';

/**
 * One ended session without an invoice: the patient (a link to the record), the masked NRIC, the centre, when
 * and by whom it ended, 'Pending' when an earlier attempt reached QuickBooks without an answer, and Create
 * Invoice (disabled while the centre is not set up for QuickBooks).
 */
export function InvoiceCard({
  row,
  timeZone,
  setUp,
  creating,
  onCreate,
}: {
  row: UnlinkedInvoice;
  timeZone: string | undefined;
  setUp: boolean;
  creating: boolean;
  onCreate: (row: UnlinkedInvoice) => void;
}) {
  return (
    <Card size="small" data-testid="unlinked-invoice" data-dialysis-id={row.dialysisID}>
      <Flex vertical gap={4}>
        <Flex justify="space-between" align="start" gap={8}>
          <Link to={routePath('patientRecord', { id: row.patientID })} style={{ fontWeight: 600 }}>
            {row.name}
          </Link>
          {row.pending && (
            <Tooltip title="An earlier attempt reached QuickBooks without an answer: creating asks for the same invoice.">
              <Tag color="processing">Pending</Tag>
            </Tooltip>
          )}
        </Flex>
        <Typography.Text type="secondary">NRIC {row.nric ?? '-'}</Typography.Text>
        <Typography.Text>{row.clinicName}</Typography.Text>
        <Typography.Text type="secondary">
          Ended {centreTime(row.endTime, 'HH:mm', timeZone)}
          {row.endedByName ? ` by ${row.endedByName}` : ''}
        </Typography.Text>
        <Flex justify="end" align="center" gap={8}>
          {!setUp && <Typography.Text type="secondary">QuickBooks not set up</Typography.Text>}
          <PermittedButton
            action="invoice:create"
            type="primary"
            size="small"
            icon={<FileAddOutlined />}
            loading={creating}
            disabled={!setUp}
            onClick={() => onCreate(row)}
            aria-label={`Create Invoice for ${row.name}`}
          >
            Create Invoice
          </PermittedButton>
        </Flex>
      </Flex>
    </Card>
  );
}
