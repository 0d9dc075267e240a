import { App, Col, Empty, Flex, Pagination, Row, Spin, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { errorText, isUnauthenticated } from '../../api/errors.ts';
import { resultText } from './dashboard-model.ts';
import { PatientSearchCard } from './patient-search-card.tsx';
import { usePatientSearch } from './patient-search-query.ts';
import { PATIENT_PAGE_SIZE, pageCount, type SearchMode } from './search-mode.ts';

const LOAD_FAILED = 'Unable to retrieve records';
const NO_RECORDS = 'No records found.';

/**
 * Centre and all-centres modes (spec 000 section 2): a paged card list, 20 per page, with the result line; an
 * empty result shows the empty image and 'No records found.' as an info message (section 8).
 */
export function PatientSearchView({
  mode,
  clinicID,
  search,
  page,
  onPage,
  onViewSessions,
}: {
  mode: Exclude<SearchMode, 'daily'>;
  clinicID: number;
  search: string;
  page: number;
  onPage: (page: number) => void;
  /** The manage variant: View Dialysis Sessions on each card. */
  onViewSessions?: (patient: { patientID: number; name: string }) => void;
}) {
  const { message } = App.useApp();
  const query = usePatientSearch({ mode, clinicID, search, page });
  const loaded = query.isSuccess && !query.isPlaceholderData ? query.data : undefined;
  const count = loaded?.listPatient.count;

  // The info once per search, not again when the same empty search is reloaded.
  const emptyShownFor = useRef<string | null>(null);
  const searchKey = JSON.stringify([mode, clinicID, search]);
  useEffect(() => {
    if (count === 0 && emptyShownFor.current !== searchKey) {
      emptyShownFor.current = searchKey;
      message.info(NO_RECORDS);
    }
    if (count !== undefined && count > 0) emptyShownFor.current = null;
  }, [count, searchKey, message]);

  useEffect(() => {
    if (query.isError && !isUnauthenticated(query.error)) message.error(errorText(query.error, LOAD_FAILED));
  }, [query.isError, query.error, message]);

  // A page past the end (an old link, or patients removed meanwhile) goes back to the last page.
  const total = query.data?.listPatient.count;
  useEffect(() => {
    if (total !== undefined && total > 0 && page > pageCount(total)) onPage(pageCount(total));
  }, [total, page, onPage]);

  if (query.isPending) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" />
      </Flex>
    );
  }
  const data = query.data?.listPatient;
  if (!data) return <Empty description={errorText(query.error, LOAD_FAILED)} />;
  if (data.count === 0) return <Empty description={NO_RECORDS} data-testid="dashboard-empty" />;
  return (
    <Spin spinning={query.isPlaceholderData} delay={200}>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary" data-testid="result-text" role="status">
          {resultText(data.count, page, pageCount(data.count), data.countCapped)}
        </Typography.Text>
        <Row gutter={[12, 12]}>
          {data.result.map((patient) => (
            <Col key={patient.id} xs={24} sm={12} lg={8} xxl={6}>
              <PatientSearchCard
                patient={patient}
                showCentre={mode === 'all'}
                onViewSessions={onViewSessions}
              />
            </Col>
          ))}
        </Row>
        <Pagination
          align="end"
          current={page}
          pageSize={PATIENT_PAGE_SIZE}
          total={data.count}
          showSizeChanger={false}
          onChange={onPage}
        />
      </Flex>
    </Spin>
  );
}
