import { WarningOutlined } from '@ant-design/icons';
import { SHIFT_LABELS, type Shift } from '@dialysis/domain';
import { Badge, Col, Collapse, Empty, Flex, Row, Tag, Typography } from 'antd';
import { memo } from 'react';
import type { DashboardVariant } from './card-actions.ts';
import { overdueText, type SectionWatch, sectionCards } from './dashboard-model.ts';
import type { DashboardAppointment } from './dashboard-query.ts';
import { PatientCard } from './patient-card.tsx';

function CardGrid({
  items,
  variant,
  onViewSessions,
}: {
  items: readonly DashboardAppointment[];
  variant: DashboardVariant;
  onViewSessions?: (appointment: DashboardAppointment) => void;
}) {
  return (
    <Row gutter={[12, 12]}>
      {items.map((appointment) => (
        <Col key={appointment.id} xs={24} sm={12} lg={8} xxl={6}>
          <PatientCard appointment={appointment} variant={variant} onViewSessions={onViewSessions} />
        </Col>
      ))}
    </Row>
  );
}

/** The header's overdue count: red, with an icon, and said in words. */
function OverdueCount({ count }: { count: number }) {
  return (
    <Tag color="error" icon={<WarningOutlined />} data-testid="overdue-count" style={{ marginInlineEnd: 0 }}>
      {overdueText(count)}
    </Tag>
  );
}

/**
 * The daily sections, one collapsible panel per session. Which are open is the parent's (`open`: the layout's
 * defaults and the user's own choices, dashboard-model.ts); a click on a header asks `onToggle`. A folded
 * section still shows its overdue cards under its header: a fold never hides a patient whose reading is due
 * (docs/decisions/dashboard-overdue.md).
 */
function ShiftSectionsView({
  groups,
  shown,
  open,
  highlighted,
  watch,
  variant,
  onToggle,
  onViewSessions,
}: {
  groups: Record<Shift, DashboardAppointment[]>;
  shown: readonly Shift[];
  open: readonly Shift[];
  highlighted: Shift | null;
  watch: Record<Shift, SectionWatch>;
  variant: DashboardVariant;
  onToggle: (shift: Shift) => void;
  onViewSessions?: (appointment: DashboardAppointment) => void;
}) {
  return (
    <Flex vertical gap={16}>
      {shown.map((shift) => {
        const items = groups[shift];
        const current = shift === highlighted;
        const isOpen = open.includes(shift);
        const overdue = watch[shift].overdue;
        const folded = isOpen ? null : sectionCards(items, false, overdue);
        const classes = ['shift-section'];
        if (current) classes.push('shift-section-current');
        if (overdue.length > 0) classes.push('shift-section-overdue');
        return (
          <section
            key={shift}
            aria-label={SHIFT_LABELS[shift]}
            data-testid="shift-section"
            data-shift={shift}
            data-highlighted={current}
            data-open={isOpen}
            data-overdue={overdue.length}
            className={classes.join(' ')}
          >
            <Collapse
              // A folded panel's cards leave the page: a card is then on it at most once (the strip below
              // shows the overdue ones), and folded cards do not tick.
              destroyOnHidden
              activeKey={isOpen ? [shift] : []}
              onChange={() => onToggle(shift)}
              items={[
                {
                  key: shift,
                  label: <span className="shift-section-title">{SHIFT_LABELS[shift]}</span>,
                  extra: (
                    <Flex gap={8} align="center" wrap justify="end">
                      {overdue.length > 0 && <OverdueCount count={overdue.length} />}
                      <Badge count={items.length} showZero color={current ? '#0e7c86' : '#8c8c8c'} />
                    </Flex>
                  ),
                  children:
                    items.length === 0 ? (
                      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No records found." />
                    ) : (
                      <CardGrid items={items} variant={variant} onViewSessions={onViewSessions} />
                    ),
                },
              ]}
            />
            {folded && folded.cards.length > 0 && (
              <div className="shift-section-pinned" data-testid="overdue-pinned">
                <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
                  Folded: overdue cards stay in view
                  {folded.folded > 0
                    ? ` (${folded.folded} other card${folded.folded === 1 ? '' : 's'} folded)`
                    : ''}
                </Typography.Text>
                <CardGrid items={folded.cards} variant={variant} onViewSessions={onViewSessions} />
              </div>
            )}
          </section>
        );
      })}
    </Flex>
  );
}

/** Memoised: the dashboard renders every second (overdue counts), the sections only when what they show changes. */
export const ShiftSections = memo(ShiftSectionsView);
