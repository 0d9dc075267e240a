import { MESSAGES } from '@dialysis/domain';
import { Alert, Button, Card, Flex, Form, Select } from 'antd';
import { Navigate, useLocation } from 'react-router';
import { errorText } from '../../api/errors.ts';
import { InitialsAvatar } from '../../components/initials-avatar.tsx';
import { Logo } from '../../components/logo.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useClinics } from '../../shared/centres/clinics.ts';
import { type OriginState, originOf, originOrHome } from '../../shared/location-state.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { useAuth } from '../../shared/session/auth-context.tsx';
import { centreOptions, matchesCentre } from './centre-options.ts';

/** Centre selection (spec 000 section 2): greeting, searchable centre list, Enter. */
export function CentreSelectionPage() {
  const auth = useAuth();
  const location = useLocation();
  const clinics = useClinics();

  if (!auth.user) {
    const state: OriginState = { from: originOf(location.state) };
    return <Navigate to={ROUTE_PATHS.login} replace state={state} />;
  }
  if (auth.centreId !== null) return <Navigate to={originOrHome(location.state)} replace />;

  return (
    <main className="centred-page">
      <Card className="centred-card" variant="borderless" style={{ boxShadow: '0 8px 24px rgb(0 0 0 / 8%)' }}>
        <Flex vertical align="center" gap={12} style={{ marginBottom: 24 }}>
          <Logo showName={false} />
          <InitialsAvatar name={auth.user.name} size={64} />
          <PageTitle size={4} title="Centre Selection">
            Welcome, {auth.user.name}
          </PageTitle>
        </Flex>
        {clinics.isError && (
          <Alert
            type="error"
            showIcon
            title={errorText(clinics.error, 'Unable to load centres')}
            style={{ marginBottom: 16 }}
          />
        )}
        <Form<{ centreId: number }>
          layout="vertical"
          requiredMark={false}
          onFinish={({ centreId }) => auth.selectCentre(centreId)}
          name="centre-selection"
        >
          <Form.Item name="centreId" rules={[{ required: true, message: MESSAGES.selectionRequired }]}>
            <Select
              size="large"
              placeholder="Please select a centre"
              aria-label="Centre"
              loading={clinics.isPending}
              options={centreOptions(clinics.data)}
              showSearch={{ filterOption: matchesCentre }}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large">
            Enter
          </Button>
        </Form>
      </Card>
    </main>
  );
}
