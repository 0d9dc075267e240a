import { UploadOutlined } from '@ant-design/icons';
import { useIsMutating } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Flex, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError, errorText, isUnauthenticated } from '../../api/errors.ts';
import { request } from '../../api/graphql.ts';
import { uploadFile } from '../../api/upload.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { useConfirmedMutation } from '../../components/use-confirmed-mutation.ts';
import { showDateTime } from '../../lib/clock.ts';
import { usePatientHeader } from '../../shared/patient-panels/record-queries.ts';
import {
  CREATE_PATIENT_DOCUMENT,
  DOCUMENTS_PAGE_SIZE,
  documentsKey,
  downloadDocument,
  type PatientDocument,
  usePatientDocuments,
  viewDocument,
} from './queries.ts';
import { UploadDocumentModal, type UploadDocumentValues } from './upload-document-modal.tsx';

const UPLOAD_KEY = ['patientDocuments', 'create'] as const;

/**
 * Patient documents (spec 001 section 2, /patient/{id}/document): Date/Time, Author, Document Title and
 * View / Download per document, newest first, 10 per page; Upload Document. An unknown or out-of-scope
 * patient says 'Invalid Patient' and returns to the dashboard, as Patient Information does.
 */
export function PatientDocumentsPage() {
  const patientID = Number(useParams().id);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [uploading, setUploading] = useState(false);
  const list = usePatientDocuments(patientID, page);
  // Whose documents these are: the record page's header (name, masked NRIC, centre).
  const header = usePatientHeader(patientID).data;

  useEffect(() => {
    if (!list.isError || isUnauthenticated(list.error)) return;
    if (list.error instanceof ApiError && list.error.code === 'NOT_FOUND') {
      message.error('Invalid Patient');
      navigate('/', { replace: true });
    } else message.error(errorText(list.error, 'Unable to retrieve records'));
  }, [list.isError, list.error, message, navigate]);

  const create = useConfirmedMutation({
    mutationKey: UPLOAD_KEY,
    mutationFn: async (values: UploadDocumentValues) => {
      const stored = await uploadFile('patientDocument', values.file);
      await request(CREATE_PATIENT_DOCUMENT, {
        create: { patientID, title: values.title, key: stored.key },
      });
    },
    meta: { done: 'Created successfully', failed: 'Unable to update record' },
    invalidates: [documentsKey(patientID)],
  });
  const saving = useIsMutating({ mutationKey: UPLOAD_KEY }) > 0;
  const save = (values: UploadDocumentValues) =>
    create(values, () => {
      setUploading(false);
      setPage(1);
    });

  const view = (doc: PatientDocument) =>
    viewDocument(doc).catch(() => message.error('Unable to retrieve records'));

  return (
    <Flex vertical gap={16}>
      {header && (
        <Flex vertical gap={4}>
          <PageTitle title="Document">{header.name}</PageTitle>
          <Descriptions size="small" column={{ xs: 1, sm: 3 }} aria-label="Patient">
            {header.namecode && <Descriptions.Item label="ID">{header.namecode}</Descriptions.Item>}
            <Descriptions.Item label="NRIC">{header.nricMasked}</Descriptions.Item>
            <Descriptions.Item label="Centre">{header.clinicName}</Descriptions.Item>
          </Descriptions>
        </Flex>
      )}
      <Card
        title="Documents"
        extra={
          <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>
            Upload Document
          </Button>
        }
      >
        <Table<PatientDocument>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.result ?? []}
          pagination={{
            current: page,
            pageSize: DOCUMENTS_PAGE_SIZE,
            total: list.data?.count ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
          columns={[
            {
              title: 'Date/Time',
              dataIndex: 'createdOn',
              width: 170,
              render: (iso: string) => showDateTime(iso),
            },
            { title: 'Author', dataIndex: 'staffName', width: 200 },
            { title: 'Document Title', dataIndex: 'title' },
            {
              title: 'Action',
              key: 'action',
              width: 170,
              render: (_, doc) => (
                <Space size={0}>
                  <Button type="link" onClick={() => view(doc)}>
                    View
                  </Button>
                  <Button type="link" onClick={() => downloadDocument(doc)}>
                    Download
                  </Button>
                </Space>
              ),
            },
          ]}
        />
        <UploadDocumentModal
          open={uploading}
          saving={saving}
          onSubmit={save}
          onCancel={() => setUploading(false)}
        />
      </Card>
    </Flex>
  );
}
