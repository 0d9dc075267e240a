import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { IMPORT_TEMPLATE_HEADERS } from '@dialysis/domain';
import { Alert, AutoComplete, Button, Card, Flex, Form, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { routePath } from '../../shared/routes.ts';
import { importDraft } from './import-draft.ts';
import { labFileKind, parseLabFile } from './parse-file.ts';

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
 * Upload step of the lab import (spec 000/001; issue 13 item 4): one CSV or XLSX file by drag and drop or
 * browse, and the laboratory it comes from. The file is read in the browser (papaparse, exceljs, loaded with
 * this page only) and every row checked by the domain's rules, then the review shows it.
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
    try {
      const parsed = await parseLabFile(file);
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
    } catch {
      setProblem('The file could not be read. Save it as CSV or XLSX and try again.');
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
                if (!labFileKind(chosen.name)) {
                  setProblem('Only CSV and XLSX files can be imported.');
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
          {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} />}
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
