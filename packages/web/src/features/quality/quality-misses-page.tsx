import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import {
  isQualityIndicatorKey,
  isQualityMonth,
  listPrintHeader,
  QUALITY_INDICATORS,
  type QualityIndicator,
  qualityMonthLabel,
} from '@dialysis/domain';
import { Alert, Button, Card, Flex, Table, type TableColumnsType, Typography } from 'antd';
import Papa from 'papaparse';
import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { errorText } from '../../api/errors.ts';
import type { ListQualityMissesQuery } from '../../api/generated/graphql.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { Result } from '../../components/result.tsx';
import { showDateTime, showDay } from '../../lib/clock.ts';
import { printPageCss } from '../../shared/print/print-page-css.ts';
import { routePath } from '../../shared/routes.ts';
import { useAuth } from '../../shared/session/auth-context.tsx';
import { useCan } from '../../shared/session/use-can.ts';
import { useNowMinute } from '../../shared/use-now.ts';
import { useQualityMisses } from './queries.ts';
import '../../shared/print/print-chrome.css';
import './quality-print.css';

type MissList = ListQualityMissesQuery['listQualityMisses'];
type Miss = MissList['misses'][number];

/**
 * The list as a CSV: centre, month and indicator on every line, so a row pasted elsewhere still says what it is;
 * a cell a spreadsheet would run as a formula is escaped (papaparse's escapeFormulae).
 */
export function missesCsv(list: MissList, indicator: QualityIndicator): string {
  return Papa.unparse(
    {
      fields: ['Centre', 'Month', 'Indicator', 'Patient', 'NRIC', 'Value', 'Date'],
      data: list.misses.map((m) => [
        list.clinicName,
        list.month,
        indicator.label,
        m.patientName,
        m.patientNric ?? '',
        m.value,
        m.date ?? '',
      ]),
    },
    { escapeFormulae: true, newline: '\r\n' },
  );
}

/**
 * Who misses a quality indicator (/manage/quality/:clinicId/:month/:indicator; issue 33 item 3): the centre's
 * patients (or sessions) of the month who miss it, by name, with the value judged and its day, each linked to the
 * record. Prints (the running header names the indicator, the month, the centre, the page and who printed it
 * when) and exports to CSV. The server audits the read and refuses a centre the user does not see.
 */
export function QualityMissesPage() {
  const canRead = useCan('quality:read');
  const { clinicId, month, indicator } = useParams();
  const clinicID = Number(clinicId);
  if (!canRead) return <Result status="403" title="You are not allowed to do this." />;
  if (!Number.isInteger(clinicID) || !isQualityMonth(month) || !isQualityIndicatorKey(indicator)) {
    return <Result status="404" title="Sorry, the page you visited does not exist." />;
  }
  return <MissesScreen clinicID={clinicID} month={month} indicator={QUALITY_INDICATORS[indicator]} />;
}

function MissesScreen({
  clinicID,
  month,
  indicator,
}: {
  clinicID: number;
  month: string;
  indicator: QualityIndicator;
}) {
  const list = useQualityMisses(clinicID, month, indicator.key);
  const { user } = useAuth();
  const minute = useNowMinute();
  const data = list.data;
  const title = `Quality · ${indicator.label} · ${qualityMonthLabel(month)}`;
  const header = listPrintHeader({
    title,
    centre: data?.clinicName ?? '',
    printedAt: showDateTime(new Date(minute)),
    printedBy: user?.name ?? '',
  });
  // The CSV as a link of its own (a BOM first, so Excel reads the names' accents); the address is let go
  // when the list changes or the page closes.
  const csvUrl = useMemo(
    () =>
      data
        ? URL.createObjectURL(
            new Blob([`\uFEFF${missesCsv(data, indicator)}`], { type: 'text/csv;charset=utf-8' }),
          )
        : null,
    [data, indicator],
  );
  useEffect(() => () => (csvUrl ? URL.revokeObjectURL(csvUrl) : undefined), [csvUrl]);
  const csvName = data
    ? `quality-${indicator.key}-${month}-${data.clinicName.replace(/[^A-Za-z0-9]+/g, '-')}.csv`
    : undefined;

  const columns: TableColumnsType<Miss> = [
    {
      title: 'Patient',
      key: 'patient',
      render: (_, m) => <Link to={routePath('patientRecord', { id: m.patientID })}>{m.patientName}</Link>,
    },
    { title: 'NRIC', dataIndex: 'patientNric', key: 'nric', render: (v: string | null) => v || '-' },
    { title: 'Value', dataIndex: 'value', key: 'value' },
    { title: 'Date', dataIndex: 'date', key: 'date', render: (v: string | null) => (v ? showDay(v) : '-') },
  ];

  return (
    <Flex vertical gap={12} className="quality-misses">
      <style data-testid="print-page-header">{printPageCss(header)}</style>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <PageTitle>{title}</PageTitle>
        <Flex gap={8} wrap className="no-print">
          <Link to={`${routePath('manageQuality')}?month=${month}&centre=${clinicID}`}>Back to Quality</Link>
          <Button icon={<PrinterOutlined />} onClick={() => window.print()} disabled={!data}>
            Print
          </Button>
          <Button
            icon={<DownloadOutlined />}
            href={csvUrl ?? undefined}
            download={csvName}
            disabled={!csvUrl}
          >
            Export CSV
          </Button>
        </Flex>
      </Flex>
      <Typography.Text>
        {data ? `${data.clinicName} · ${qualityMonthLabel(month)} · Target: ${data.target}` : ''}
      </Typography.Text>
      {list.isError && (
        <Alert type="error" showIcon title={errorText(list.error, 'Unable to load the list')} />
      )}
      <Card>
        <Table<Miss>
          rowKey={(m) => `${m.patientID}-${m.date ?? ''}-${m.value}`}
          columns={columns}
          dataSource={data?.misses ?? []}
          loading={list.isPending}
          pagination={false}
          locale={{ emptyText: 'Nobody misses this indicator this month.' }}
        />
      </Card>
    </Flex>
  );
}
