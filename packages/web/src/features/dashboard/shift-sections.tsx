import { SHIFT_LABELS, type Shift } from '@dialysis/domain';
import { Badge, Col, Collapse, Empty, Flex, Row } from 'antd';
import { useState } from 'react';
import type { DashboardVariant } from './card-actions.ts';
import type { DashboardAppointment } from './dashboard-query.ts';
import { PatientCard } from './patient-card.tsx';

/**
 * The daily sections, one collapsible panel per session. Open panels start from `expanded`; the parent
 * remounts this (by key) when the day or session choice changes, so the defaults apply again.
 */
export function ShiftSections({
  groups,
  shown,
  expanded,
  highlighted,
  variant,
  onViewSessions,
}: {
  groups: Record<Shift, DashboardAppointment[]>;
  shown: Shift[];
  expanded: Shift[];
  highlighted: Shift | null;
  variant: DashboardVariant;
  onViewSessions?: (appointment: DashboardAppointment) => void;
}) {
  const [open, setOpen] = useState<Shift[]>(expanded);
  return (
    <Flex vertical gap={16}>
      {shown.map((shift) => {
        const items = groups[shift];
        const current = shift === highlighted;
        return (
          <section
            key={shift}
            aria-label={SHIFT_LABELS[shift]}
            data-testid="shift-section"
            data-shift={shift}
            data-highlighted={current}
            className={current ? 'shift-section shift-section-current' : 'shift-section'}
          >
            <Collapse
              activeKey={open.includes(shift) ? [shift] : []}
              onChange={() =>
                setOpen((was) => (was.includes(shift) ? was.filter((s) => s !== shift) : [...was, shift]))
              }
              items={[
                {
                  key: shift,
                  label: <span className="shift-section-title">{SHIFT_LABELS[shift]}</span>,
                  extra: <Badge count={items.length} showZero color={current ? '#0e7c86' : '#8c8c8c'} />,
                  children:
                    items.length === 0 ? (
                      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No records found." />
                    ) : (
                      <Row gutter={[12, 12]}>
                        {items.map((appointment) => (
                          <Col key={appointment.id} xs={24} sm={12} lg={8} xxl={6}>
                            <PatientCard
                              appointment={appointment}
                              variant={variant}
                              onViewSessions={onViewSessions}
                            />
                          </Col>
                        ))}
                      </Row>
                    ),
                },
              ]}
            />
          </section>
        );
      })}
    </Flex>
  );
}
