import { DownloadOutlined } from '@ant-design/icons';
import { type ImportRow, maskNric } from '@dialysis/domain';
import { Button, Card, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { downloadText, leftOutCsv, leftOutFileName } from './left-out-file.ts';

export interface LeftOutEntry {
  row: ImportRow;
  reasons: readonly string[];
}

export const LEFT_OUT_MESSAGES = {
  download: 'Download left-out rows (CSV)',
  title: (n: number, after: boolean) =>
    after
      ? `${n} ${n === 1 ? 'row was' : 'rows were'} not imported`
      : `${n} ${n === 1 ? 'row' : 'rows'} will be left out`,
} as const;

/**
 * The rows Confirm leaves out (or left out), each with its reasons, and the CSV to fix them in and import
 * again: the file's own columns plus 'Left out because' (issue 25 item 2). Paged, so 10,000 bad rows cost
 * what 10 do.
 */
export function LeftOutPanel(props: {
  headers: readonly string[];
  fileName: string;
  rows: readonly LeftOutEntry[];
  after?: boolean;
}) {
  const { headers, fileName, rows, after = false } = props;
  const [writing, setWriting] = useState(false);
  const download = async () => {
    setWriting(true);
    try {
      const csv = await leftOutCsv(
        headers,
        rows.map((r) => ({ cells: r.row.cells, reasons: r.reasons })),
      );
      downloadText(leftOutFileName(fileName), csv);
    } finally {
      setWriting(false);
    }
  };
  if (rows.length === 0) return null;
  return (
    <Card
      size="small"
      title={
        <Typography.Text type="danger" strong>
          {LEFT_OUT_MESSAGES.title(rows.length, after)}
        </Typography.Text>
      }
      extra={
        <Button size="small" icon={<DownloadOutlined />} onClick={download} loading={writing}>
          {LEFT_OUT_MESSAGES.download}
        </Button>
      }
      data-testid="lab-import-left-out"
    >
      <Flex vertical gap={8}>
        <Table<LeftOutEntry>
          size="small"
          rowKey={(entry) => entry.row.line}
          dataSource={rows as LeftOutEntry[]}
          pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false, size: 'small' }}
          columns={[
            { title: 'Line', key: 'line', width: 70, render: (_, entry) => entry.row.line },
            { title: 'NRIC', key: 'nric', width: 120, render: (_, entry) => maskNric(entry.row.nric) },
            { title: 'Name in file', key: 'name', width: 200, render: (_, entry) => entry.row.patientName },
            { title: 'Left out because', key: 'reasons', render: (_, entry) => entry.reasons.join(' ') },
          ]}
        />
      </Flex>
    </Card>
  );
}
