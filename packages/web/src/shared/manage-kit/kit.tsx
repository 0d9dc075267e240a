import { Card, Flex, Statistic, type TableColumnsType, Tag } from 'antd';
import type { ReactNode } from 'react';
import { PageTitle } from '../../components/page-title.tsx';
import { showDay } from '../../lib/clock.ts';

/**
 * Small pieces shared by the manage screens of centres, machines, seats, drugs and symptoms, so the five
 * look and read alike.
 */

/** Spec 002 section 8, the generic failures. */
export const FAILED = {
  list: 'Unable to retrieve records',
  create: 'Unable to create record',
  update: 'Unable to update record',
  delete: 'Unable to delete record',
} as const;

export const DONE = {
  create: 'Created successfully',
  update: 'Updated successfully',
  delete: 'Deleted successfully',
} as const;

/** Spec 002 section 9: page size 20 with a size changer. */
export const PAGE_SIZE = 20;
export const PAGE_SIZES = [10, 20, 50, 100];

/** Modal width for the manage forms (spec 002 section 9: 600 or 800). */
export const MODAL_WIDTH = 600;

/** Dates are shown DD MMM YYYY (spec 002 section 5). */
export function showDate(value: string | null | undefined): string {
  return showDay(value);
}

/** Page title with the screen's toolbar (filters, search, Add button) under it. */
export function ManageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Flex vertical gap={16}>
      <PageTitle>{title}</PageTitle>
      {children && (
        <Flex gap={12} wrap align="center">
          {children}
        </Flex>
      )}
    </Flex>
  );
}

export function StatCard({ title, value, tone }: { title: string; value: number; tone?: 'good' | 'bad' }) {
  const color = tone === 'good' ? '#389e0d' : tone === 'bad' ? '#cf1322' : undefined;
  return (
    <Card size="small" style={{ minWidth: 180 }} data-testid={`stat-${title.toLowerCase()}`}>
      <Statistic title={title} value={value} styles={color ? { content: { color } } : undefined} />
    </Card>
  );
}

const STATUS_COLOURS: Record<string, string> = {
  ACTIVE: 'green',
  AVAILABLE: 'green',
  INACTIVE: 'default',
  NOTAVAILABLE: 'red',
  EXPIRED: 'red',
};

/** A centre, machine or seat status as a coloured tag. */
export function StatusTag({ status }: { status: string }) {
  return <Tag color={STATUS_COLOURS[status] ?? 'default'}>{status}</Tag>;
}

/**
 * A wide table scrolls inside its own box (scroll.x); its row buttons (the 'action' column) stay pinned to the
 * box's right edge, so on a tablet (1024 px) Edit, Sign or Delete are on screen without scrolling (issue 12,
 * item 8).
 */
export function pinActions<Row>(columns: TableColumnsType<Row>): TableColumnsType<Row> {
  return columns.map((column) => (column.key === 'action' ? { ...column, fixed: 'right' as const } : column));
}
