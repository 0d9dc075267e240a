import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { MANAGE_MESSAGES, TEXT_LIMITS } from '@dialysis/domain';
import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Input, Skeleton, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { isUnauthenticated } from '../../api/errors.ts';
import { request } from '../../api/graphql.ts';
import { uploadFile } from '../../api/upload.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { Result } from '../../components/result.tsx';
import { useConfirmedMutation } from '../../components/use-confirmed-mutation.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { useAuth } from '../../shared/session/auth-context.tsx';
import { ProfilePicture } from './profile-picture.tsx';
import {
  INVALID_IMAGE,
  isAllowedPicture,
  LOAD_FAILED,
  MY_ACCOUNT_KEY,
  type StaffAccount,
  UPDATE_FAILED,
  UPDATE_MINE,
  UPDATED,
  useMyStaffAccount,
} from './queries.ts';

const SAVE_KEY = ['account', 'save'] as const;

/** The picture as edited: unchanged, a newly chosen file (not uploaded until Save), or removed. */
type PictureChoice =
  | { kind: 'unchanged' }
  | { kind: 'new'; file: File; preview: string }
  | { kind: 'removed' };

/**
 * Manage Account edit (spec 002): one profile picture and the full name; designation, mobile number and
 * email are shown disabled. Save asks 'Are you sure?', uploads a new picture, saves, and returns to Manage
 * Account.
 */
export function AccountEditPage() {
  const account = useMyStaffAccount();
  const { message } = App.useApp();
  useEffect(() => {
    if (account.isError && !isUnauthenticated(account.error)) message.error(LOAD_FAILED);
  }, [account.isError, account.error, message]);

  return (
    <Flex vertical gap={24} style={{ maxWidth: 720 }}>
      <PageTitle>Manage Account</PageTitle>
      <Card>
        {account.isPending ? (
          <Skeleton avatar active />
        ) : account.data ? (
          <EditForm account={account.data} />
        ) : (
          <Result
            status="warning"
            title={LOAD_FAILED}
            extra={<Button onClick={() => account.refetch()}>Retry</Button>}
          />
        )}
      </Card>
    </Flex>
  );
}

function EditForm({ account }: { account: StaffAccount }) {
  const navigate = useNavigate();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [picture, setPicture] = useState<PictureChoice>({ kind: 'unchanged' });

  // A chosen file's preview lives until another is chosen or the page closes.
  useEffect(() => {
    if (picture.kind !== 'new') return;
    const url = picture.preview;
    return () => URL.revokeObjectURL(url);
  }, [picture]);

  const save = useConfirmedMutation({
    mutationKey: SAVE_KEY,
    mutationFn: async (name: string) => {
      let profilePictureKey: string | null | undefined;
      if (picture.kind === 'new') profilePictureKey = (await uploadFile('profilePicture', picture.file)).key;
      if (picture.kind === 'removed') profilePictureKey = null;
      const data = await request(UPDATE_MINE, {
        update: { name, profilePictureKey, updatedOn: account.updatedOn },
      });
      return data.updateMyStaffAccount;
    },
    meta: { done: UPDATED, failed: UPDATE_FAILED },
  });
  const saving = useIsMutating({ mutationKey: SAVE_KEY }) > 0;
  const onSaved = (saved: StaffAccount) => {
    queryClient.setQueryData(MY_ACCOUNT_KEY, saved);
    // The header shows the name from the session's user.
    if (auth.user) auth.signedIn({ ...auth.user, name: saved.name }, auth.stayLoggedIn);
    navigate(ROUTE_PATHS.settingsAccount);
  };

  const shownUrl =
    picture.kind === 'new' ? picture.preview : picture.kind === 'removed' ? null : account.profilePictureUrl;
  const hasPicture = shownUrl !== null;

  return (
    <Form<{ name: string }>
      name="account-edit"
      layout="vertical"
      requiredMark={false}
      initialValues={{
        name: account.name,
        designation: account.designation ?? '',
        contactNo: account.contactNo ?? '',
        email: account.email,
      }}
      onFinish={(values) => save(values.name.trim(), onSaved)}
    >
      <Form.Item label="Profile Picture">
        <Flex gap={16} align="center" wrap>
          <ProfilePicture name={account.name} url={shownUrl} size={96} />
          <Upload
            accept=".png,.jpeg,.jpg,image/png,image/jpeg"
            maxCount={1}
            showUploadList={false}
            beforeUpload={(file) => {
              if (!isAllowedPicture(file)) {
                message.error(INVALID_IMAGE);
                return Upload.LIST_IGNORE;
              }
              setPicture({ kind: 'new', file, preview: URL.createObjectURL(file) });
              return false; // uploaded on Save, not now
            }}
          >
            <Button icon={<UploadOutlined />}>{hasPicture ? 'Change Picture' : 'Upload Picture'}</Button>
          </Upload>
          {hasPicture && (
            <Button icon={<DeleteOutlined />} onClick={() => setPicture({ kind: 'removed' })}>
              Remove
            </Button>
          )}
        </Flex>
      </Form.Item>
      <Form.Item
        label="Full Name"
        name="name"
        rules={[{ required: true, whitespace: true, message: MANAGE_MESSAGES.required }]}
      >
        <Input maxLength={TEXT_LIMITS.line} showCount autoComplete="name" />
      </Form.Item>
      <Form.Item label="Designation" name="designation">
        <Input disabled />
      </Form.Item>
      <Form.Item label="Mobile Number" name="contactNo">
        <Input disabled />
      </Form.Item>
      <Form.Item label="Email" name="email">
        <Input disabled />
      </Form.Item>
      <Flex gap={8} justify="end">
        <Button onClick={() => navigate(ROUTE_PATHS.settingsAccount)}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          Save
        </Button>
      </Flex>
    </Form>
  );
}
