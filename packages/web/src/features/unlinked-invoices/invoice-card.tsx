import { FileAddOutlined, StopOutlined, UndoOutlined } from '@ant-design/icons';
import { Card, Flex, Tag, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import { centreTime } from '../../lib/clock.ts';
import { routePath } from '../../shared/routes.ts';
import { PermittedButton } from '../../shared/session/permitted-button.tsx';
import type { UnlinkedInvoice } from './queries.ts';

/** The last attempt's failure code, said shortly (the full reason was told when it happened). */
const FAILURE_TEXT: Record<string, string> = {
  unavailable: 'QuickBooks did not answer',
  item: 'the centre’s item was refused',
  'tax-code': 'the centre’s tax code was refused',
  'customer-inactive': 'the customer is inactive',
  'zero-price': 'the item has no price',
  auth: 'QuickBooks authentication failed',
  'token-expired': 'QuickBooks token expired',
  'not-connected': 'QuickBooks not connected',
  refused: 'QuickBooks refused the invoice',
};

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
  onNotBillable,
  onBillable,
  result,
}: {
  row: UnlinkedInvoice;
  timeZone: string | undefined;
  setUp: boolean;
  creating: boolean;
  onCreate: (row: UnlinkedInvoice) => void;
  /** Marks the session not billable (asks why). */
  onNotBillable: (row: UnlinkedInvoice) => void;
  /** Takes the mark back. */
  onBillable: (row: UnlinkedInvoice) => void;
  /** What a bulk Create Invoice made of this session, once it has been tried. */
  result?: string;
}) {
  const marked = row.notBillableReason != null;
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
        {marked && <Typography.Text>Not billable: {row.notBillableReason}</Typography.Text>}
        {row.lastFailure && !result && (
          <Typography.Text type="warning">
            Last attempt: {FAILURE_TEXT[row.lastFailure] ?? row.lastFailure}
          </Typography.Text>
        )}
        {result && <Typography.Text data-testid="bulk-result">{result}</Typography.Text>}
        <Typography.Text>{row.clinicName}</Typography.Text>
        <Typography.Text type="secondary">
          Ended {centreTime(row.endTime, 'HH:mm', timeZone)}
          {row.endedByName ? ` by ${row.endedByName}` : ''}
        </Typography.Text>
        <Flex justify="end" align="center" gap={8}>
          {!setUp && <Typography.Text type="secondary">QuickBooks not set up</Typography.Text>}
          {marked ? (
            <PermittedButton
              action="invoice:unlinked"
              size="small"
              icon={<UndoOutlined />}
              onClick={() => onBillable(row)}
              aria-label={`Billable again: ${row.name}`}
            >
              Billable again
            </PermittedButton>
          ) : (
            <PermittedButton
              action="invoice:unlinked"
              size="small"
              icon={<StopOutlined />}
              onClick={() => onNotBillable(row)}
              aria-label={`Not billable: ${row.name}`}
            >
              Not billable
            </PermittedButton>
          )}
          <PermittedButton
            action="invoice:create"
            type="primary"
            size="small"
            icon={<FileAddOutlined />}
            loading={creating}
            disabled={!setUp || marked}
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
