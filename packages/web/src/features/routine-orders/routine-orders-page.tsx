import { CheckCircleOutlined, ExclamationCircleOutlined, WarningOutlined } from '@ant-design/icons';
import {
  kgFromGrams,
  ROUTINE_ORDER_RENEWAL_DAYS,
  ROUTINE_ORDER_STATE_LABELS,
  ROUTINE_ORDERS_PAGE_SIZE,
} from '@dialysis/domain';
import { Button, Card, Flex, Input, Radio, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { RoutineOrderState } from '../../api/generated/graphql.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { Result } from '../../components/result.tsx';
import { showDay } from '../../lib/clock.ts';
import { NewDialysisOrderModal } from '../../shared/patient-panels/dialysis-order-panel-modal.tsx';
import { useListFailureToast } from '../../shared/patient-panels/use-record-write.ts';
import { routePath } from '../../shared/routes.ts';
import { useCentre } from '../../shared/session/guards.tsx';
import { useCan } from '../../shared/session/use-can.ts';
import { routineOrderKeys } from './keys.ts';
import { type RoutineOrder, useRoutineOrders } from './queries.ts';

export const SEARCH_PLACEHOLDER = 'Search patient / NRIC';
const RELOADS = [routineOrderKeys.all];

type StateFilter = RoutineOrderState | 'ALL';

const STATE_FILTERS: { value: StateFilter; label: string }[] = [
  { value: 'ALL', label: 'All' },
  { value: 'DUE', label: ROUTINE_ORDER_STATE_LABELS.DUE },
  { value: 'MISSING', label: ROUTINE_ORDER_STATE_LABELS.MISSING },
];

/** The state as text with an icon (never colour alone). */
function StateTag({ state }: { state: RoutineOrderState }) {
  const label = ROUTINE_ORDER_STATE_LABELS[state];
  if (state === 'CURRENT') {
    return (
      <Tag icon={<CheckCircleOutlined />} color="success">
        {label}
      </Tag>
    );
  }
  return (
    <Tag
      icon={state === 'DUE' ? <WarningOutlined /> : <ExclamationCircleOutlined />}
      color={state === 'DUE' ? 'warning' : 'error'}
      data-testid="routine-order-flag"
    >
      {label}
    </Tag>
  );
}

const show = (value: number | string | null | undefined, unit = '') =>
  value === null || value === undefined || value === '' ? '-' : `${value}${unit}`;

/**
 * Routine Orders (/routineorder; issue 14, item 6): the doctor's monthly round over the selected centre's active
 * patients, each with the dialysis order in force (the latest by order date), flagged 'Due for renewal' when
 * older than 30 days by the centre's today or 'No order'; a name/NRIC search and an All / Due / No order
 * filter; Renew opens the New Order dialog prefilled from the order in force (New Order with the defaults when
 * there is none), saved through createDialysisOrder. Doctors, Nurse Managers and Medical Directors only (the
 * shared policy's routineOrder:list; the server refuses a Nurse the same).
 */
export function RoutineOrdersPage() {
  const canRead = useCan('routineOrder:list');
  if (!canRead) return <Result status="403" title="You are not allowed to do this." />;
  return <RoutineOrdersScreen />;
}

function RoutineOrdersScreen() {
  const centre = useCentre();
  const canRenew = useCan('dialysisOrder:create');
  const [search, setSearch] = useState('');
  const [state, setState] = useState<StateFilter>('ALL');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(ROUTINE_ORDERS_PAGE_SIZE);
  const [renewing, setRenewing] = useState<RoutineOrder | null>(null);
  const list = useRoutineOrders({
    clinicID: centre.id,
    search,
    state: state === 'ALL' ? null : state,
    page,
    pageSize,
  });
  useListFailureToast(list, 'Unable to retrieve records');
  const count = list.data?.count ?? 0;

  const columns: TableColumnsType<RoutineOrder> = [
    {
      title: 'Patient',
      key: 'patient',
      render: (_, row) => (
        <Flex vertical>
          <Link to={routePath('patientRecord', { id: row.patientID })}>{row.patientName}</Link>
          {row.patientNric && <Typography.Text type="secondary">{row.patientNric}</Typography.Text>}
        </Flex>
      ),
    },
    { title: 'Status', key: 'state', render: (_, row) => <StateTag state={row.state} /> },
    { title: 'Order Date', key: 'dOrder', render: (_, row) => (row.order ? showDay(row.order.dOrder) : '-') },
    { title: 'Ordered By', key: 'staffName', render: (_, row) => show(row.order?.staffName) },
    { title: 'Duration', key: 'duration', render: (_, row) => show(row.order?.duration, ' min') },
    { title: 'QB', key: 'QB', render: (_, row) => show(row.order?.QB) },
    { title: 'QD', key: 'QD', render: (_, row) => show(row.order?.QD) },
    {
      title: 'Dry Weight',
      key: 'dryWeight',
      render: (_, row) =>
        row.order?.dryWeight === null || row.order?.dryWeight === undefined
          ? '-'
          : `${kgFromGrams(row.order.dryWeight)} kg`,
    },
    {
      title: 'Access',
      key: 'access',
      render: (_, row) =>
        row.order ? [row.order.accessPrim, row.order.accessID].filter(Boolean).join(' / ') || '-' : '-',
    },
    {
      title: 'Heparin (Load / Cont.)',
      key: 'heparin',
      render: (_, row) => (row.order ? `${show(row.order.hepLoad)} / ${show(row.order.hepCont)}` : '-'),
    },
  ];
  if (canRenew) {
    columns.push({
      title: 'Actions',
      key: 'action',
      // Kept on screen while the wide table scrolls sideways (a tablet).
      fixed: 'right',
      render: (_, row) => (
        <Button
          size="small"
          type={row.state === 'CURRENT' ? 'default' : 'primary'}
          onClick={() => setRenewing(row)}
          aria-label={row.order ? `Renew order of ${row.patientName}` : `New Order for ${row.patientName}`}
        >
          {row.order ? 'Renew' : 'New Order'}
        </Button>
      ),
    });
  }

  return (
    <Flex vertical gap={16}>
      <PageTitle>Routine Orders</PageTitle>
      <Card>
        <Flex wrap gap={12} align="center">
          <span data-testid="routine-orders-centre">Centre: {centre.name}</span>
          <Input.Search
            allowClear
            placeholder={SEARCH_PLACEHOLDER}
            aria-label={SEARCH_PLACEHOLDER}
            onSearch={(value) => {
              setSearch(value);
              setPage(1);
            }}
            style={{ maxWidth: 400 }}
          />
          <Radio.Group
            aria-label="Show"
            optionType="button"
            value={state}
            options={STATE_FILTERS}
            onChange={(e) => {
              setState(e.target.value as StateFilter);
              setPage(1);
            }}
          />
        </Flex>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {`Orders older than ${ROUTINE_ORDER_RENEWAL_DAYS} days are due for renewal`}
          {list.data ? ` (centre's today: ${showDay(list.data.today)})` : ''}. {count} patient(s).
        </Typography.Paragraph>
      </Card>
      <Table<RoutineOrder>
        rowKey="patientID"
        size="small"
        columns={columns}
        dataSource={list.data?.result ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize,
          total: count,
          showSizeChanger: true,
          onChange: (next, size) => {
            setPage(size === pageSize ? next : 1);
            setPageSize(size);
          },
        }}
      />
      {renewing && (
        <NewDialysisOrderModal
          key={renewing.patientID}
          patientID={renewing.patientID}
          prefill={renewing.order}
          reloads={RELOADS}
          open
          onClose={() => setRenewing(null)}
        />
      )}
    </Flex>
  );
}
