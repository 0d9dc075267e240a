import { UploadOutlined } from '@ant-design/icons';
import { TEXT_LIMITS } from '@dialysis/domain';
import { Button, Form, Input, Modal, Upload, type UploadFile } from 'antd';

const REQUIRED = { required: true, message: 'Required.' };

export interface UploadDocumentValues {
  title: string;
  file: File;
}

/**
 * Upload Document (spec 001 sections 2 and 5): a title and exactly one file, each 'Required.'. The file is
 * only chosen here; the page uploads it and saves the document after 'Are you sure?'.
 */
export function UploadDocumentModal({
  open,
  saving,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  saving: boolean;
  onSubmit: (values: UploadDocumentValues) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<{ title: string; files: UploadFile[] }>();
  return (
    <Modal
      open={open}
      title="Upload Document"
      width={800}
      okText="Save"
      confirmLoading={saving}
      onCancel={onCancel}
      destroyOnHidden
      onOk={() =>
        form.validateFields().then(
          (v) => {
            const file = v.files[0]?.originFileObj;
            if (file) onSubmit({ title: v.title.trim(), file });
          },
          () => undefined,
        )
      }
    >
      <Form form={form} clearOnDestroy layout="vertical" name="upload-document">
        <Form.Item name="title" label="Document Title" rules={[{ ...REQUIRED, whitespace: true }]}>
          <Input maxLength={TEXT_LIMITS.line} showCount />
        </Form.Item>
        <Form.Item
          name="files"
          label="File"
          valuePropName="fileList"
          getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
          rules={[{ ...REQUIRED, type: 'array', min: 1 }]}
        >
          <Upload
            accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
            maxCount={1}
            // Kept in the form until Save: nothing is sent before the user confirms.
            beforeUpload={() => false}
          >
            <Button icon={<UploadOutlined />}>Select File</Button>
          </Upload>
        </Form.Item>
      </Form>
    </Modal>
  );
}
