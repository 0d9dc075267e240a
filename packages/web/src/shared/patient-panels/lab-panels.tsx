import { CheckCircleOutlined, InfoCircleOutlined } from '@ant-design/icons';
import {
  adequacyMark,
  centreDate,
  isLabDateStale,
  isLabHighlighted,
  LAB_FIELDS,
  type LabFieldName,
  oneDecimal,
  sessionDurationMinutes,
} from '@dialysis/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Skeleton, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useEffect, useState } from 'react';
import { errorText } from '../../api/errors.ts';
import type { RecordCalculatedLabResultsQuery } from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { subscribe } from '../../api/subscriptions.ts';
import { AlertValue } from '../../components/alert-value.tsx';
import { instantOf, showDay } from '../../lib/clock.ts';
import { useCentre } from '../session/guards.tsx';
import { adequacySeries, twelveMonthsBefore } from './adequacy-series.ts';
import { calculatedResultLabel } from './lab-dates.ts';
import { useLabReportEvents } from './lab-report-queries.ts';
import { recordKey } from './record-queries.ts';
import { useListFailureToast } from './use-record-write.ts';

const LAST_NON_NULL = graphql(`
  query RecordLastNonNullLab($patientID: Int!) {
    getLastNonNullLab(patientID: $patientID) { key title items { item value timestamp } }
  }
`);
const CALCULATED = graphql(`
  query RecordCalculatedLabResults($filter: CalculatedLabResultFilter!, $pagination: Pagination) {
    listCalculatedLabResult(filter: $filter, pagination: $pagination) {
      count
      result {
        id timestamp latest URR URRD KTVe KTVonline ureaPre ureaPost dryWeight UF MSA dialyser QB QD
        dialysisStartTime dialysisDischargeTime reason
      }
    }
  }
`);
const CHART_DATA = graphql(`
  query AdequacyChartData($patientID: Int!, $from: String!) {
    listCalculatedLabResult(filter: { patientID: { eq: $patientID } }, pagination: { limit: 100 }) {
      result { id timestamp URR URRD }
    }
    listLabReport(
      filter: { patientID: { eq: $patientID }, deleted: { eq: 0 }, timestamp: { ge: $from } }
      pagination: { limit: 100 }
    ) {
      result { id timestamp Hb }
    }
  }
`);
const ON_CALCULATED = graphql(`
  subscription RecordOnCalculatedLabResult($patientID: Int!) {
    onUpdateCalculatedLabResult(patientID: $patientID) { patientID dialysisID }
  }
`);

/** Spec 001 section 8 messages of the lab panels. */
const M = {
  lastNonNull: 'Unable to retrieve Last Non Null Lab',
  results: 'Unable to retrieve Lab Results',
};

/** Spec 001 section 9: calculated lab results 20 per page, in a 1500 x 500 scroll area. */
const CALCULATED_PAGE = 20;

/**
 * Last Non Null Lab (spec 001 section 2): four cards, each item's latest value with its own date. Values the
 * spec marks are red and bold with an icon; a stale virology date (HBsAg and HCV over 3.5 months, HIV over 5.5)
 * is red with its reason. Live: a report of the patient added, corrected or deleted anywhere reloads the cards.
 */
export function LastNonNullLabPanel({
  patientID,
  failed = M.lastNonNull,
}: {
  patientID: number;
  /** The failure's text: the summary and export prints say 'Unable to retrieve last lab' (spec 001 section 8). */
  failed?: string;
}) {
  const { today, timezone } = useCentre();
  const cards = useQuery({
    queryKey: [...recordKey(patientID, 'lastNonNullLab')],
    queryFn: async ({ signal }) => (await request(LAST_NON_NULL, { patientID }, signal)).getLastNonNullLab,
  });
  useListFailureToast(cards, failed);
  // A report added, corrected or deleted on any page: the cards follow at once (issue 25 item 4).
  useLabReportEvents(patientID, 'lastNonNullLab');
  return (
    <Card title="Last Non Null Lab" data-testid="last-non-null-lab">
      <Row gutter={[16, 16]}>
        {(cards.data ?? []).map((card) => (
          <Col key={card.key} xs={24} md={12} xl={6}>
            <Card size="small" title={card.title} data-testid={`lab-card-${card.key}`}>
              {card.items.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No results" />
              ) : (
                <Table
                  rowKey="item"
                  size="small"
                  pagination={false}
                  dataSource={card.items}
                  columns={[
                    {
                      title: 'Date',
                      key: 'date',
                      render: (_, row) => {
                        // The test's day on the centre's calendar (its UTC text names the day before).
                        const stale = isLabDateStale(
                          row.item as LabFieldName,
                          row.timestamp,
                          today,
                          timezone,
                        );
                        return (
                          <AlertValue
                            alert={stale}
                            reason="Test is due again"
                            data-testid={`lab-date-${row.item}`}
                          >
                            {showDay(row.timestamp)}
                          </AlertValue>
                        );
                      },
                    },
                    { title: 'Item', key: 'item', render: (_, row) => labelOf(row.item) },
                    {
                      title: 'Value',
                      key: 'value',
                      render: (_, row) => (
                        <AlertValue
                          alert={isLabHighlighted(row.item as LabFieldName, row.value)}
                          reason="Outside the target range"
                          data-testid={`lab-value-${row.item}`}
                        >
                          {row.value}
                        </AlertValue>
                      ),
                    },
                  ]}
                />
              )}
            </Card>
          </Col>
        ))}
      </Row>
    </Card>
  );
}

const labelOf = (item: string) => LAB_FIELDS[item as LabFieldName]?.label ?? item;

type CalculatedRow = RecordCalculatedLabResultsQuery['listCalculatedLabResult']['result'][number];

/**
 * Where a result has no Kt/V (issue 25), its reason takes the place of the numbers: across URR, spKt/V and
 * eKt/V when URR is missing too (the urea rule), else across spKt/V and eKt/V. The cells it covers are not drawn.
 */
const reasonSpan = (row: CalculatedRow, column: 'URR' | 'URRD' | 'KTVe') => {
  if (!row.reason) return 1;
  const first = row.URR === null ? 'URR' : 'URRD';
  if (column === first) return first === 'URR' ? 3 : 2;
  return column === 'URR' ? 1 : 0;
};

function AdequacyReason({ reason }: { reason: string }) {
  return (
    // The text in the body colour (orange text is hard to read on white); the icon carries the colour.
    <Typography.Text data-testid="adequacy-reason">
      <Typography.Text type="warning">
        <InfoCircleOutlined aria-hidden style={{ marginInlineEnd: 4 }} />
      </Typography.Text>
      {reason}
    </Typography.Text>
  );
}

/**
 * Calculated Lab Results (spec 001 section 2): 20 per page, the latest first labelled 'Latest' and the others
 * by year; duration = discharge minus start in minutes; results to one decimal, spKt/V below 1.2 or URR below
 * 65 % red, at or above 1.4 and 70 % marked as met (KDOQI, on the unrounded value). A result without Kt/V says
 * why in place of the numbers. Reloads live when a result of the patient changes.
 */
export function CalculatedLabResultsPanel({ patientID }: { patientID: number }) {
  const { timezone } = useCentre();
  const [pageNo, setPageNo] = useState(1);
  const client = useQueryClient();
  const key = recordKey(patientID, 'calculatedLab');
  const list = useQuery({
    queryKey: [...key, pageNo],
    queryFn: async ({ signal }) =>
      (
        await request(
          CALCULATED,
          {
            filter: { patientID: { eq: patientID } },
            pagination: { limit: CALCULATED_PAGE, offset: (pageNo - 1) * CALCULATED_PAGE },
          },
          signal,
        )
      ).listCalculatedLabResult,
    placeholderData: keepPreviousData,
  });
  useListFailureToast(list, M.results);
  useEffect(
    () =>
      subscribe(ON_CALCULATED, { patientID }, () => {
        void client.invalidateQueries({ queryKey: recordKey(patientID, 'calculatedLab') });
        void client.invalidateQueries({ queryKey: recordKey(patientID, 'lastNonNullLab') });
        void client.invalidateQueries({ queryKey: recordKey(patientID, 'adequacyCharts') });
      }),
    [patientID, client],
  );
  const mark = (measure: 'URR' | 'spKtV', value: number | null | undefined) => {
    const result = adequacyMark(measure, value);
    if (result === 'met')
      return (
        <Typography.Text>
          {oneDecimal(value)} <CheckCircleOutlined aria-label="Target met" title="Target met" />
        </Typography.Text>
      );
    return (
      <AlertValue alert={result === 'low'} reason="Below the KDOQI minimum">
        {oneDecimal(value)}
      </AlertValue>
    );
  };
  return (
    <Card title="Calculated Lab Results" data-testid="calculated-lab-results">
      <AdequacyChartsOf patientID={patientID} />
      <Table
        rowKey="id"
        size="small"
        scroll={{ x: 1500, y: 500 }}
        dataSource={list.data?.result ?? []}
        loading={list.isPending}
        locale={list.isError ? { emptyText: errorText(list.error, M.results) } : undefined}
        pagination={{
          current: pageNo,
          pageSize: CALCULATED_PAGE,
          total: list.data?.count ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPageNo,
        }}
        columns={[
          {
            title: '',
            key: 'label',
            width: 80,
            render: (_, row) => <Tag>{calculatedResultLabel(row, timezone)}</Tag>,
          },
          { title: 'Date', key: 'date', render: (_, row) => showDay(row.timestamp) },
          {
            title: 'URR (%)',
            key: 'URR',
            onCell: (row) => ({ colSpan: reasonSpan(row, 'URR') }),
            render: (_, row) =>
              row.reason && row.URR === null ? <AdequacyReason reason={row.reason} /> : mark('URR', row.URR),
          },
          {
            title: 'spKt/V',
            key: 'URRD',
            onCell: (row) => ({ colSpan: reasonSpan(row, 'URRD') }),
            render: (_, row) =>
              row.reason ? <AdequacyReason reason={row.reason} /> : mark('spKtV', row.URRD),
          },
          {
            title: 'eKt/V',
            key: 'KTVe',
            onCell: (row) => ({ colSpan: reasonSpan(row, 'KTVe') }),
            render: (_, row) => (row.reason ? null : oneDecimal(row.KTVe)),
          },
          { title: 'Kt/V online', key: 'KTVonline', render: (_, row) => oneDecimal(row.KTVonline) },
          { title: 'Urea Pre', key: 'ureaPre', render: (_, row) => oneDecimal(row.ureaPre) },
          { title: 'Urea Post', key: 'ureaPost', render: (_, row) => oneDecimal(row.ureaPost) },
          { title: 'UF (L)', key: 'UF', render: (_, row) => oneDecimal(row.UF) },
          {
            title: 'Dry Weight (kg)',
            key: 'dryWeight',
            render: (_, row) => (row.dryWeight === null ? '' : oneDecimal(row.dryWeight / 1000)),
          },
          { title: 'MSA', key: 'MSA', render: (_, row) => oneDecimal(row.MSA) },
          { title: 'Dialyser', key: 'dialyser', dataIndex: 'dialyser' },
          { title: 'QB', key: 'QB', dataIndex: 'QB' },
          { title: 'QD', key: 'QD', dataIndex: 'QD' },
          {
            title: 'Duration (min)',
            key: 'duration',
            render: (_, row) =>
              sessionDurationMinutes(
                row.dialysisStartTime ? new Date(row.dialysisStartTime) : null,
                row.dialysisDischargeTime ? new Date(row.dialysisDischargeTime) : null,
              ) ?? '',
          },
        ]}
      />
    </Card>
  );
}

// chart.js comes with its own chunk, fetched when a page first shows the charts.
const AdequacyCharts = lazy(() => import('./adequacy-charts.tsx'));

/**
 * The last 12 months of URR, spKt/V (calculated results: a lab report a month makes about 12; 100 is the list's
 * limit) and Hb (lab reports since then), drawn once there is anything to draw.
 */
function AdequacyChartsOf({ patientID }: { patientID: number }) {
  const { today, timezone } = useCentre();
  // The Hb line comes from the lab reports: a report corrected or deleted anywhere redraws it.
  useLabReportEvents(patientID, 'adequacyCharts');
  const from = twelveMonthsBefore(today);
  const data = useQuery({
    queryKey: [...recordKey(patientID, 'adequacyCharts'), today],
    queryFn: async ({ signal }) =>
      request(CHART_DATA, { patientID, from: instantOf(dayjs(from)) ?? from }, signal),
  });
  if (!data.data) return null;
  // Each point's day on the centre's calendar (the domain's one helper).
  const day = (timestamp: string) => centreDate(timestamp, timezone);
  const series = adequacySeries(
    data.data.listCalculatedLabResult.result.map((r) => ({
      day: day(r.timestamp),
      URR: r.URR,
      spKtV: r.URRD,
    })),
    data.data.listLabReport.result.map((r) => ({ day: day(r.timestamp), Hb: r.Hb })),
    today,
  );
  if (series.days.length === 0) return null;
  return (
    <Suspense fallback={<Skeleton active />}>
      <div style={{ marginBottom: 16 }}>
        <AdequacyCharts series={series} />
      </div>
    </Suspense>
  );
}
