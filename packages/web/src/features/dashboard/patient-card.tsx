import {
  CheckCircleFilled,
  ClockCircleOutlined,
  FileTextOutlined,
  HeartOutlined,
  HistoryOutlined,
  IdcardOutlined,
  LoginOutlined,
  MinusCircleOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { appointmentSession, cardState, maskNric } from '@dialysis/domain';
import { Button, Card, Flex, Tag, Tooltip, Typography } from 'antd';
import { memo, type ReactNode } from 'react';
import { InitialsAvatar } from '../../components/initials-avatar.tsx';
import type { WithKept } from '../../shared/offline/kept-readings.ts';
import { OFFLINE_MESSAGES } from '../../shared/offline/messages.ts';
import { useAuth } from '../../shared/session/auth-context.tsx';
import { type CardAction, type CardActionKey, cardActions, type DashboardVariant } from './card-actions.ts';
import { parseTime, sameCardData } from './dashboard-model.ts';
import type { DashboardAppointment } from './dashboard-query.ts';
import { InvoiceButton } from './invoice-button.tsx';
import { LinkButton } from './link-button.tsx';
import { ReadingCountdown } from './reading-countdown.tsx';

function Indicator({ label, done }: { label: string; done: boolean }) {
  return (
    <Tag
      color={done ? 'success' : 'default'}
      icon={done ? <CheckCircleFilled /> : <MinusCircleOutlined />}
      data-done={done}
      style={{ marginInlineEnd: 0 }}
    >
      {label}
    </Tag>
  );
}

const ICONS: Partial<Record<CardActionKey, ReactNode>> = {
  info: <IdcardOutlined />,
  record: <FileTextOutlined />,
  incidentReport: <WarningOutlined />,
};

/** Icon buttons (40 px, a finger's width) with a tooltip and the same accessible name. */
function IconAction({ action, icon }: { action: CardAction; icon: ReactNode }) {
  return (
    <Tooltip title={action.label}>
      <LinkButton
        to={action.to ?? '#'}
        icon={icon}
        aria-label={action.label}
        data-action={action.key}
        style={{ width: 40, height: 40 }}
      />
    </Tooltip>
  );
}

/** One patient of the day: who, where their dialysis session stands (spec 000 section 4), and what to open. */
function PatientCardView({
  appointment,
  variant = 'daily',
  onViewSessions,
}: {
  appointment: WithKept<DashboardAppointment>;
  variant?: DashboardVariant;
  onViewSessions?: (appointment: DashboardAppointment) => void;
}) {
  const { user } = useAuth();
  const startTime = parseTime(appointment.dialysisStartTime);
  const state = cardState(appointmentSession(appointment));
  const actions = cardActions(
    {
      appointmentID: appointment.id,
      patientID: appointment.patientID,
      dialysisID: appointment.dialysisID,
      dialysisStartTime: appointment.dialysisStartTime,
      dialysisEndTime: appointment.dialysisEndTime,
      dialysis: appointment.dialysis,
      quickbookInvoiceID: appointment.quickbookInvoiceID,
      keptSessionKey: appointment.keptSessionKey,
    },
    user?.group,
    variant,
  );
  const wide: readonly CardActionKey[] = ['edit', 'sessions', 'viewInvoice', 'createInvoice'];
  const icons = actions.filter((a) => !wide.includes(a.key));
  const invoice = actions.find((a) => a.key === 'viewInvoice' || a.key === 'createInvoice');
  const edit = actions.find((a) => a.key === 'edit');
  const sessions = actions.find((a) => a.key === 'sessions');
  return (
    <Card
      size="small"
      data-testid="patient-card"
      data-appointment-id={appointment.id}
      data-patient-id={appointment.patientID}
      data-state={state}
      style={{ height: '100%' }}
      styles={{ body: { height: '100%', display: 'flex', flexDirection: 'column' } }}
      aria-label={appointment.name}
      role="article"
      // Focusable by script only: the reading bell's notice goes to the card (reveal-card.ts).
      tabIndex={-1}
    >
      <Flex gap={12} align="flex-start">
        <InitialsAvatar name={appointment.name} size={48} />
        <Flex vertical style={{ minWidth: 0, flex: 1 }}>
          {appointment.namecode && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="patient-code">
              {appointment.namecode}
            </Typography.Text>
          )}
          <Typography.Text strong ellipsis={{ tooltip: appointment.name }} data-testid="patient-name">
            {appointment.name}
          </Typography.Text>
          <Typography.Text type="secondary" data-testid="patient-nric" style={{ fontFamily: 'monospace' }}>
            {maskNric(appointment.nric)}
          </Typography.Text>
        </Flex>
      </Flex>
      <Flex gap={8} wrap style={{ marginTop: 12 }}>
        <Indicator label="Checked In" done={state !== 'waiting'} />
        <Indicator label="Checked Out" done={state === 'checked-out'} />
        {/* Checked in on this tablet only: other screens do not have it yet (issue 31). */}
        {appointment.keptSessionKey && (
          <Tag icon={<ClockCircleOutlined />} color="processing" data-testid="kept-check-in">
            {OFFLINE_MESSAGES.waiting}
          </Tag>
        )}
      </Flex>
      {state === 'checked-in' && startTime && (
        <div style={{ marginTop: 8 }}>
          <ReadingCountdown
            startTime={startTime}
            lastReadingTime={parseTime(appointment.lastDialysisIntervalTimestamp)}
          />
        </div>
      )}
      {actions.length > 0 && (
        <Flex
          gap={8}
          wrap
          align="center"
          style={{ marginTop: 'auto', paddingTop: 12 }}
          data-testid="card-actions"
          role="group"
          aria-label={`Actions for ${appointment.name}`}
        >
          {icons.map((action) => (
            <IconAction
              key={action.key}
              action={action}
              icon={
                action.key === 'dialysis' ? (
                  state === 'waiting' ? (
                    <LoginOutlined />
                  ) : (
                    <HeartOutlined />
                  )
                ) : (
                  ICONS[action.key]
                )
              }
            />
          ))}
          {edit?.to && (
            <LinkButton to={edit.to} data-action="edit" style={{ height: 40 }}>
              {edit.label}
            </LinkButton>
          )}
          {invoice && <InvoiceButton action={invoice} appointment={appointment} />}
          {sessions && onViewSessions && (
            <Button
              style={{ height: 40 }}
              icon={<HistoryOutlined />}
              data-action="sessions"
              onClick={() => onViewSessions(appointment)}
            >
              {sessions.label}
            </Button>
          )}
        </Flex>
      )}
    </Card>
  );
}

/**
 * Memoised: a live reload answers the whole day again, and TanStack Query keeps every unchanged appointment the
 * same object (structural sharing), so only the cards whose appointment changed render again, not all 90
 * (each with its avatar, tags and buttons) on every event of the centre. Compared by content, not identity: the
 * session tab's answer is a new query's, with new objects for the cards already shown from the day before it.
 */
export const PatientCard = memo(
  PatientCardView,
  (before, after) =>
    before.variant === after.variant &&
    before.onViewSessions === after.onViewSessions &&
    sameCardData(before.appointment, after.appointment),
);
