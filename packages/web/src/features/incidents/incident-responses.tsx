import { INCIDENT_RESPONSE_FIELDS, INCIDENT_FIELD_LABELS as L } from '@dialysis/domain';
import { Descriptions, Typography } from 'antd';
import { showDateTime } from '../../lib/clock.ts';
import type { IncidentResponseEntry } from './queries.ts';

const LIST = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 } as const;

/**
 * Every response to a report, oldest first (newest last), each under its author and time, with what that author
 * wrote. A response whose only text is the Medical Director's orders shows, to anyone else, that it was
 * written and for whom (the server answers its orders as null to them).
 */
export function IncidentResponses({ responses }: { responses: readonly IncidentResponseEntry[] }) {
  if (!responses.length) return <Typography.Text type="secondary">No response yet.</Typography.Text>;
  return (
    <ol aria-label="Responses" style={LIST}>
      {responses.map((response, i) => {
        const written = INCIDENT_RESPONSE_FIELDS.filter((field) => response[field]);
        return (
          <li key={response.id}>
            <Descriptions
              bordered
              size="small"
              column={1}
              styles={{ label: { width: 280 } }}
              title={
                <Typography.Text strong style={{ fontSize: 14 }}>
                  {`Response ${i + 1} · ${response.responseByName ?? ''} · ${showDateTime(response.responseTimestamp)}`}
                </Typography.Text>
              }
              items={
                written.length
                  ? written.map((field) => ({
                      key: field,
                      label: L[field],
                      children: <span style={{ whiteSpace: 'pre-wrap' }}>{response[field]}</span>,
                    }))
                  : [{ key: 'order', label: L.order, children: 'For the Medical Director' }]
              }
            />
          </li>
        );
      })}
    </ol>
  );
}
