import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { IMPORT_TEMPLATE_HEADERS, LAB_IMPORT_LIMIT_MESSAGES, LAB_IMPORT_LIMITS } from '@dialysis/domain';
import { Alert, AutoComplete, Button, Card, Flex, Form, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { centreToday } from '../../lib/clock.ts';
import { routePath } from '../../shared/routes.ts';
import { isLabFileRefused } from './file-refused.ts';
import { importDraft } from './import-draft.ts';
import { labFileKind, ONLY_CSV_XLSX } from './parse-file.ts';
import { parseInWorker } from './parse-in-worker.ts';

export const IMPORT_TITLE = 'Import Lab Result - File Upload';

/** Laboratories the centres send samples to; any other name may be typed (the list is a convenience). */
const LAB_SOURCES = [
  'Innoquest',
  'Quest Laboratories',
  'Parkway Laboratories',
  'National University Hospital',
  'In-house',
];

/** The template: the header row the import expects (any order and case is accepted). */
function downloadTemplate() {
  const blob = new Blob([`${IMPORT_TEMPLATE_HEADERS.join(',')}\r\n`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'lab-import-template.csv';
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Upload step of the lab import (spec 000/001; issues 13 and 25): one CSV or XLSX file by drag and drop or
 * browse, and the laboratory it comes from. A file over the size limit is refused when chosen; the file is
 * read in a Web Worker (papaparse, or exceljs after the zip-bomb check), every row checked by the domain's
 * rules against the centre's today, then the review shows it.
 */
export function LabImportUploadPage() {
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const fileList: UploadFile[] = file ? [{ uid: 'file', name: file.name, status: 'done' }] : [];

  async function review(source: string) {
    if (!file) return;
    setReading(true);
    setProblem(null);
    // The review's code loads while the worker reads the file (the router would fetch it only afterwards).
    void import('./review-page.tsx');
    try {
      const parsed = await parseInWorker(file, centreToday());
      if (parsed.missingColumns.length > 0) {
        setProblem(
          `The file has no ${parsed.missingColumns.join(' or ')} column: download the template to see the headers.`,
        );
        return;
      }
      if (parsed.rows.length === 0) {
        setProblem('The file has no rows to import.');
        return;
      }
      importDraft.set({ file: parsed, source: source.trim() });
      navigate(routePath('labResultFileUploadReview'));
    } catch (error) {
      setProblem(
        isLabFileRefused(error)
          ? error.message
          : 'The file could not be read. Save it as CSV or XLSX and try again.',
      );
    } finally {
      setReading(false);
    }
  }

  return (
    <Flex vertical gap={16} style={{ maxWidth: 800 }}>
      <PageTitle>{IMPORT_TITLE}</PageTitle>
      <Card>
        <Form<{ source: string }> layout="vertical" onFinish={(values) => review(values.source)}>
          <Form.Item
            label="Lab report source"
            name="source"
            rules={[{ required: true, whitespace: true, message: 'Required.' }]}
          >
            <AutoComplete
              options={LAB_SOURCES.map((value) => ({ value }))}
              placeholder="Laboratory"
              filterOption={(input, option) =>
                (option?.value ?? '').toLowerCase().includes(input.toLowerCase())
              }
              style={{ maxWidth: 360 }}
            />
          </Form.Item>
          <Form.Item label="File" required>
            <Upload.Dragger
              accept=".csv,.xlsx"
              maxCount={1}
              fileList={fileList}
              beforeUpload={(chosen) => {
                // A refused file replaces the one chosen before: Review never reads a file the user did not mean.
                if (!labFileKind(chosen.name)) {
                  setFile(null);
                  setProblem(ONLY_CSV_XLSX);
                  return Upload.LIST_IGNORE;
                }
                // Refused before anything is read (the worker checks again, and an XLSX's expansion).
                if (chosen.size > LAB_IMPORT_LIMITS.maxFileBytes) {
                  setFile(null);
                  setProblem(LAB_IMPORT_LIMIT_MESSAGES.fileTooLarge);
                  return Upload.LIST_IGNORE;
                }
                setProblem(null);
                setFile(chosen);
                return false;
              }}
              onRemove={() => setFile(null)}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">Drop one CSV or XLSX file here, or click to browse</p>
            </Upload.Dragger>
          </Form.Item>
          {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
          <Flex gap={8} wrap>
            <Button type="primary" htmlType="submit" disabled={!file} loading={reading}>
              Review
            </Button>
            <Button icon={<DownloadOutlined />} onClick={downloadTemplate}>
              Download Template
            </Button>
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}
