import { InfoCircleOutlined } from '@ant-design/icons';
import {
  isQualityMonth,
  QUALITY_INDICATOR_LIST,
  type QualityIndicator,
  qualityMonthLabel,
  qualityShare,
  trendMonths,
} from '@dialysis/domain';
import { Alert, Card, Flex, Form, Select, Table, type TableColumnsType, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../api/errors.ts';
import { DatePicker } from '../../components/date-picker.tsx';
import { Result } from '../../components/result.tsx';
import { showDateTime } from '../../lib/clock.ts';
import { ManageHeader } from '../../shared/manage-kit/kit.tsx';
import { routePath } from '../../shared/routes.ts';
import { useCentre } from '../../shared/session/guards.tsx';
import { useCan } from '../../shared/session/use-can.ts';
import { type QualityTrend, useQualityReport } from './queries.ts';
import { Sparkline } from './sparkline.tsx';

type Figure = QualityTrend['months'][number];

interface Row {
  indicator: QualityIndicator;
  centre: Figure[];
  network: Figure[];
}

/** 'Haemoglobin in range' counted as met; 'No adequacy result' counted as missed: what the list shows. */
function missesOf(indicator: QualityIndicator, figure: Figure | undefined): number {
  if (!figure) return 0;
  return indicator.better === 'higher' ? figure.eligible - figure.count : figure.count;
}

function FigureCell({ figure }: { figure: Figure | undefined }) {
  if (!figure) return <>-</>;
  return (
    <Flex vertical>
      <Typography.Text strong>{qualityShare(figure.count, figure.eligible)}</Typography.Text>
      <Typography.Text type="secondary">
        {figure.count} / {figure.eligible}
      </Typography.Text>
    </Flex>
  );
}

/**
 * Quality (/manage/quality; issue 33): per centre and month (each centre's calendar), the share of eligible
 * patients (or sessions) meeting each indicator, the count behind it, the month before, the 12-month trend and
 * the network's figure beside it. The month defaults to the last complete one of the selected centre; the
 * centre to the selected one, any the user sees may be chosen. An indicator's 'Patients' opens who misses it.
 * Nurse Managers and Medical Directors (quality:read; the server refuses anyone else the same).
 */
export function QualityPage() {
  const canRead = useCan('quality:read');
  if (!canRead) return <Result status="403" title="You are not allowed to do this." />;
  return <QualityScreen />;
}

function QualityScreen() {
  const selected = useCentre();
  const [params, setParams] = useSearchParams();
  const asked = params.get('month');
  const month = isQualityMonth(asked) ? asked : (trendMonths(selected.today.slice(0, 7), 2)[0] as string);
  const report = useQualityReport(month);
  const data = report.data;
  const clinicID = Number(params.get('centre')) || selected.id;
  const centre = data?.centres.find((c) => c.clinicID === clinicID) ?? data?.centres[0];
  const choose = (next: { month?: string; centre?: number }) =>
    setParams(
      { month: next.month ?? month, centre: String(next.centre ?? centre?.clinicID ?? selected.id) },
      { replace: true },
    );

  const months = data?.months ?? [];
  const before = months.at(-2);
  const rows: Row[] = QUALITY_INDICATOR_LIST.map((indicator) => ({
    indicator,
    centre: centre?.indicators.find((t) => t.indicator === indicator.key)?.months ?? [],
    network: data?.network.find((t) => t.indicator === indicator.key)?.months ?? [],
  }));
  const at = (figures: Figure[], m: string | undefined) => figures.find((f) => f.month === m);

  const columns: TableColumnsType<Row> = [
    {
      title: 'Indicator',
      key: 'indicator',
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text strong>
            {row.indicator.label}{' '}
            <Tooltip title={`Source: ${row.indicator.source}. Eligible: ${row.indicator.eligible}.`}>
              <InfoCircleOutlined aria-label={`Source of ${row.indicator.label}`} />
            </Tooltip>
          </Typography.Text>
          <Typography.Text type="secondary">{data && row.indicator.target(data.thresholds)}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: qualityMonthLabel(month),
      key: 'month',
      render: (_, row) => <FigureCell figure={at(row.centre, month)} />,
    },
    {
      title: before ? qualityMonthLabel(before) : 'Month before',
      key: 'before',
      render: (_, row) => <FigureCell figure={at(row.centre, before)} />,
    },
    {
      title: '12 months',
      key: 'trend',
      render: (_, row) => (
        <Sparkline
          values={row.centre.map((f) => (f.eligible > 0 ? (f.count / f.eligible) * 100 : null))}
          label={`${row.indicator.label}, 12 months: ${row.centre
            .map((f) => `${qualityMonthLabel(f.month)} ${qualityShare(f.count, f.eligible)}`)
            .join(', ')}`}
        />
      ),
    },
    {
      title: 'Network',
      key: 'network',
      render: (_, row) => <FigureCell figure={at(row.network, month)} />,
    },
    {
      title: 'To review',
      key: 'misses',
      render: (_, row) => {
        const misses = missesOf(row.indicator, at(row.centre, month));
        const noun = row.indicator.unit === 'patients' ? 'Patients' : 'Sessions';
        if (!centre || misses === 0) return <Typography.Text type="secondary">{noun} (0)</Typography.Text>;
        return (
          <Link
            to={routePath('manageQualityMisses', {
              clinicId: centre.clinicID,
              month,
              indicator: row.indicator.key,
            })}
            aria-label={`${noun} who miss ${row.indicator.label}`}
          >
            {noun} ({misses})
          </Link>
        );
      },
    },
  ];

  return (
    <Flex vertical gap={16}>
      <ManageHeader title="Quality">
        <Form layout="inline">
          <Form.Item label="Month">
            <DatePicker
              picker="month"
              format="MMM YYYY"
              allowClear={false}
              value={dayjs(`${month}-01`)}
              onChange={(value) => value && choose({ month: value.format('YYYY-MM') })}
            />
          </Form.Item>
          <Form.Item label="Centre">
            <Select
              aria-label="Centre"
              style={{ minWidth: 220 }}
              loading={report.isPending}
              value={centre?.clinicID}
              onChange={(value: number) => choose({ centre: value })}
              options={(data?.centres ?? []).map((c) => ({ value: c.clinicID, label: c.clinicName }))}
            />
          </Form.Item>
        </Form>
      </ManageHeader>
      {report.isError && (
        <Alert type="error" showIcon title={errorText(report.error, 'Unable to load quality')} />
      )}
      <Card
        title={centre ? `${centre.clinicName}: ${qualityMonthLabel(month)}` : 'Quality'}
        extra={
          data && (
            <Typography.Text type="secondary">Figures as of {showDateTime(data.computedAt)}</Typography.Text>
          )
        }
      >
        <Table<Row>
          rowKey={(row) => row.indicator.key}
          columns={columns}
          dataSource={rows}
          loading={report.isPending}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      </Card>
    </Flex>
  );
}
