import { EditOutlined, LockOutlined } from '@ant-design/icons';
import { App, Button, Card, Descriptions, Flex, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isUnauthenticated } from '../../api/errors.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { Result } from '../../components/result.tsx';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { AccountCertifications } from '../certifications/index.ts';
import { ProfilePicture } from './profile-picture.tsx';
import { LOAD_FAILED, useMyStaffAccount } from './queries.ts';

/**
 * Manage Account (spec 002): profile picture, Full Name, Designation, Mobile Number and Email (read-only),
 * Edit, Change Password, and the user's own certifications (features/certifications).
 */
export function AccountPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const account = useMyStaffAccount();

  useEffect(() => {
    if (account.isError && !isUnauthenticated(account.error)) message.error(LOAD_FAILED);
  }, [account.isError, account.error, message]);

  const data = account.data;
  return (
    <Flex vertical gap={24}>
      <PageTitle>Manage Account</PageTitle>
      <Card>
        {account.isPending ? (
          <Skeleton avatar active />
        ) : !data ? (
          <Result
            status="warning"
            title={LOAD_FAILED}
            extra={<Button onClick={() => account.refetch()}>Retry</Button>}
          />
        ) : (
          <Flex gap={32} wrap align="flex-start">
            <ProfilePicture name={data.name} url={data.profilePictureUrl} size={112} />
            <Flex vertical gap={16} style={{ flex: 1, minWidth: 280 }}>
              <Descriptions
                column={{ xs: 1, md: 2 }}
                colon={false}
                layout="vertical"
                data-testid="account-details"
              >
                <Descriptions.Item label="Full Name">{data.name}</Descriptions.Item>
                <Descriptions.Item label="Designation">{data.designation ?? '-'}</Descriptions.Item>
                <Descriptions.Item label="Mobile Number">{data.contactNo ?? '-'}</Descriptions.Item>
                <Descriptions.Item label="Email">{data.email}</Descriptions.Item>
              </Descriptions>
              <Flex gap={8} wrap>
                <Button
                  type="primary"
                  icon={<EditOutlined />}
                  onClick={() => navigate(ROUTE_PATHS.settingsAccountEdit)}
                >
                  Edit
                </Button>
                <Button icon={<LockOutlined />} onClick={() => navigate(ROUTE_PATHS.settingsPasswordChange)}>
                  Change Password
                </Button>
              </Flex>
            </Flex>
          </Flex>
        )}
      </Card>
      {/* The Certification section: its own heading, stats, table and modals (features/certifications). */}
      <Card>
        <AccountCertifications />
      </Card>
    </Flex>
  );
}
