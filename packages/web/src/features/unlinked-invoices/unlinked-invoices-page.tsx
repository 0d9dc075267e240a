import { Col, Empty, Flex, Pagination, Row, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Result } from '../../components/result.tsx';
import { useClinics } from '../../shared/centres/clinics.ts';
import { FAILED, ManageHeader } from '../../shared/manage-kit/kit.tsx';
import { useListFailureToast } from '../../shared/patient-panels/use-record-write.ts';
import { useCan } from '../../shared/session/use-can.ts';
import { BulkBar } from './bulk-bar.tsx';
import { groupByDateAndShift } from './grouping.ts';
import { InvoiceCard } from './invoice-card.tsx';
import { UNLINKED_PAGE_SIZE, useAccountingStatus, useUnlinkedInvoices } from './queries.ts';
import { StatusCards } from './status-cards.tsx';
import { type DayRange, UnlinkedToolbar } from './toolbar.tsx';
import { useBillableMarks } from './use-billable-marks.ts';
import { useBulkCreate } from './use-bulk-create.ts';
import { useCreateInvoice } from './use-create-invoice.ts';
import { useDisconnect } from './use-disconnect.ts';
import { useRefreshAuthentication } from './use-refresh-authentication.ts';

/**
 * Unlinked invoices (spec 002, /manage/invoice/unlinked): the connection status of each of the user's centres
 * with Refresh authentication, a search and a centre filter, and the ended sessions without an invoice as
 * cards grouped by day and session, 100 per page, each with Create Invoice. Nurse Managers and Medical
 * Directors only (the shared policy's invoice:unlinked; the server refuses the others the same).
 */
export function UnlinkedInvoicesPage() {
  const canList = useCan('invoice:unlinked');
  if (!canList) return <Result status="403" title="You are not allowed to do this." />;
  return <UnlinkedInvoicesScreen />;
}

function UnlinkedInvoicesScreen() {
  const clinics = useClinics();
  const [clinicIDs, setClinicIDs] = useState<number[]>([]);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [days, setDays] = useState<DayRange>({ from: null, to: null });
  const [notBillable, setNotBillable] = useState(false);
  const status = useAccountingStatus();
  const list = useUnlinkedInvoices({ clinicIDs, search, page, ...days, notBillable });
  const marks = useBillableMarks();
  const bulk = useBulkCreate(status.data);
  useListFailureToast(list, FAILED.list);
  useListFailureToast(status, FAILED.list);
  const { refresh, connecting } = useRefreshAuthentication();
  const disconnect = useDisconnect();
  const { create, creating } = useCreateInvoice(status.data);

  const zones = useMemo(
    () => new Map((clinics.data ?? []).map((clinic) => [clinic.id, clinic.timezone ?? undefined])),
    [clinics.data],
  );
  const statuses = (status.data ?? []).filter(
    (s) => clinicIDs.length === 0 || clinicIDs.includes(s.clinicID),
  );
  const setUp = new Set((status.data ?? []).filter((s) => s.configured).map((s) => s.clinicID));
  const groups = groupByDateAndShift(list.data?.result ?? []);
  const count = list.data?.count ?? 0;
  // Bulk Create Invoices takes the sessions listed whose centre is set up (the others cannot invoice).
  const billableRows = (list.data?.result ?? []).filter((row) => setUp.has(row.clinicID));

  return (
    <Flex vertical gap={16}>
      <ManageHeader title="Unlinked Invoices">
        <UnlinkedToolbar
          centres={clinics.data ?? []}
          clinicIDs={clinicIDs}
          onCentres={(ids) => {
            setClinicIDs(ids);
            setPage(1);
          }}
          onSearch={(text) => {
            setSearch(text);
            setPage(1);
          }}
          onDays={(range) => {
            setDays(range);
            setPage(1);
          }}
          notBillable={notBillable}
          onNotBillable={(on) => {
            setNotBillable(on);
            setPage(1);
          }}
        />
      </ManageHeader>
      {status.data ? (
        <StatusCards
          statuses={statuses}
          connecting={connecting}
          onRefresh={(id) => void refresh(id)}
          onDisconnect={disconnect}
        />
      ) : (
        status.isPending && <Skeleton active paragraph={{ rows: 2 }} />
      )}
      {!notBillable && (
        <BulkBar
          count={billableRows.length}
          progress={bulk.progress}
          onStart={() => bulk.start(billableRows)}
        />
      )}
      {list.isPending ? (
        <Skeleton active />
      ) : groups.length === 0 ? (
        <Empty description="No unlinked invoices" />
      ) : (
        <Flex vertical gap={16} component="section" aria-label="Unlinked invoices">
          {groups.map((day) => (
            <Flex vertical gap={8} key={day.date} data-testid="unlinked-day">
              <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
                {day.heading}
              </Typography.Title>
              {day.sessions.map((session) => (
                <Flex vertical gap={8} key={session.shift || 'none'}>
                  <Typography.Title level={3} type="secondary" style={{ margin: 0, fontSize: 15 }}>
                    {session.label}
                  </Typography.Title>
                  <Row gutter={[12, 12]}>
                    {session.items.map((row) => (
                      <Col key={row.dialysisID} xs={24} md={12} xl={8} xxl={6}>
                        <InvoiceCard
                          row={row}
                          timeZone={zones.get(row.clinicID)}
                          setUp={setUp.has(row.clinicID)}
                          creating={creating === row.dialysisID}
                          onCreate={(r) => void create(r)}
                          onNotBillable={marks.notBillable}
                          onBillable={(r) => void marks.billable(r)}
                          result={bulk.progress.results.get(row.dialysisID)}
                        />
                      </Col>
                    ))}
                  </Row>
                </Flex>
              ))}
            </Flex>
          ))}
        </Flex>
      )}
      {count > 0 && (
        <Pagination
          current={page}
          pageSize={UNLINKED_PAGE_SIZE}
          total={count}
          showSizeChanger={false}
          onChange={setPage}
          showTotal={(total) => `${total} session${total === 1 ? '' : 's'}`}
          align="end"
        />
      )}
    </Flex>
  );
}
