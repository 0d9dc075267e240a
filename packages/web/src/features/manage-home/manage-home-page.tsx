import {
  AlertOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  DesktopOutlined,
  DisconnectOutlined,
  FundOutlined,
  MedicineBoxOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  TeamOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Card, Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { isRegistered, ROUTE_PATHS } from '../../shared/routes.ts';
import { useAuth } from '../../shared/session/auth-context.tsx';
import { visibleTiles } from './tiles.ts';

const ICONS: Record<string, ReactNode> = {
  centres: <BankOutlined />,
  machines: <DesktopOutlined />,
  machineStatus: <AuditOutlined />,
  seats: <AppstoreOutlined />,
  drugs: <MedicineBoxOutlined />,
  symptoms: <AlertOutlined />,
  staff: <TeamOutlined />,
  certifications: <SafetyCertificateOutlined />,
  incidentReport: <WarningOutlined />,
  dialysisSession: <ScheduleOutlined />,
  unlinkedInvoice: <DisconnectOutlined />,
  funderReport: <FundOutlined />,
};

/** Manage home (spec 002): title 'Manage' and three rows of tiles; each tile opens its screen. */
export function ManageHomePage() {
  const { user } = useAuth();
  const { token } = theme.useToken();
  const rows = user ? visibleTiles(user.group, isRegistered) : [];
  return (
    <Flex vertical gap={24}>
      <PageTitle>Manage</PageTitle>
      {rows.map((row) => (
        <Flex key={row[0]?.key} gap={16} wrap data-testid="manage-tile-row">
          {row.map((tile) =>
            tile.route === null ? null : (
              <Link key={tile.key} to={ROUTE_PATHS[tile.route]} aria-label={tile.label}>
                <Card hoverable style={{ width: 180 }} styles={{ body: { padding: 20 } }}>
                  <Flex vertical align="center" gap={12}>
                    <span style={{ fontSize: 32, color: token.colorPrimary }}>{ICONS[tile.key]}</span>
                    <Typography.Text strong>{tile.label}</Typography.Text>
                  </Flex>
                </Card>
              </Link>
            ),
          )}
        </Flex>
      ))}
    </Flex>
  );
}
