import { UploadOutlined } from '@ant-design/icons';
import { PATIENT_MESSAGES as M } from '@dialysis/domain';
import { App, Avatar, Button, Flex, Form, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { isAllowedPicture } from '../../account/queries.ts';

/** The picture as chosen on the form: kept, a new file (uploaded on Save), or none. */
export type PictureChoice = { kind: 'unchanged' } | { kind: 'new'; file: File };

/** One profile picture, png/jpeg/jpg only ('Invalid image type. Please reattach image.'). */
export function PictureField(props: { url: string | null; onChange: (choice: PictureChoice) => void }) {
  const { message } = App.useApp();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  return (
    <Form.Item label="Profile Picture">
      <Flex gap={16} align="center">
        <Avatar shape="square" size={96} src={preview ?? props.url ?? undefined} alt="Profile picture">
          {preview || props.url ? null : 'No picture'}
        </Avatar>
        <Upload
          accept=".png,.jpeg,.jpg,image/png,image/jpeg"
          maxCount={1}
          showUploadList={false}
          beforeUpload={(file) => {
            if (!isAllowedPicture(file)) {
              message.error(M.invalidImage);
              return Upload.LIST_IGNORE;
            }
            setPreview(URL.createObjectURL(file));
            props.onChange({ kind: 'new', file });
            return false; // uploaded on Save
          }}
        >
          <Button icon={<UploadOutlined />}>
            {preview || props.url ? 'Change Picture' : 'Upload Picture'}
          </Button>
        </Upload>
      </Flex>
    </Form.Item>
  );
}
