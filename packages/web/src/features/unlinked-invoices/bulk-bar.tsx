import { FileAddOutlined } from '@ant-design/icons';
import { Flex, Progress, Typography } from 'antd';
import { PermittedButton } from '../../shared/session/permitted-button.tsx';
import type { BulkProgress } from './use-bulk-create.ts';

/** Create Invoices over the sessions listed, and the progress of a run (issue 30 item 6). */
export function BulkBar({
  count,
  progress,
  onStart,
}: {
  count: number;
  progress: BulkProgress;
  onStart: () => void;
}) {
  const created = [...progress.results.values()].filter((r) => r === 'Invoice created').length;
  return (
    <Flex gap={12} align="center" wrap>
      <PermittedButton
        action="invoice:create"
        icon={<FileAddOutlined />}
        disabled={count === 0 || progress.running}
        onClick={onStart}
      >
        Create Invoices ({count})
      </PermittedButton>
      {progress.total > 0 && (
        <Flex gap={8} align="center" style={{ minWidth: 280 }} aria-label="Bulk progress">
          <Progress
            percent={Math.round((progress.done / progress.total) * 100)}
            size="small"
            style={{ width: 160, margin: 0 }}
          />
          <Typography.Text data-testid="bulk-summary">
            {progress.done} of {progress.total} done, {created} invoice{created === 1 ? '' : 's'} created
          </Typography.Text>
        </Flex>
      )}
    </Flex>
  );
}
