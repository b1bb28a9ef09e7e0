import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/bootstrap/button';
import { Card } from '../../../components/bootstrap/card';
import { Table } from '../../../components/bootstrap/table';
import type { ChartConfiguration } from 'chart.js';
import { ChartCanvas } from './chart-canvas';

export interface ChartTable {
  /** Column headings; the first column names each row. */
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}

/**
 * A chart with its numbers as a table: the table is always in the page for screen readers
 * (visually hidden while the chart shows), and 'Show as table' swaps the two on screen.
 */
export function ChartCard({
  title,
  description,
  config,
  table,
  height,
  footer,
}: {
  title: string;
  description: ReactNode;
  config: ChartConfiguration;
  table: ChartTable;
  height?: number;
  footer?: ReactNode;
}) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    <Card as="section" className="report-chart-card h-100" aria-labelledby={headingId}>
      <Card.Body className="d-flex flex-column">
        <div className="d-flex align-items-start justify-content-between gap-2 mb-1">
          <h2 className="h6 mb-0" id={headingId}>
            {title}
          </h2>
          <Button
            variant="link"
            size="sm"
            className="p-0 text-nowrap"
            aria-pressed={asTable}
            onClick={() => setAsTable((value) => !value)}
          >
            {asTable ? 'Show as chart' : 'Show as table'}
          </Button>
        </div>
        <p className="text-body-secondary small mb-2">{description}</p>
        {!asTable && <ChartCanvas config={config} height={height} />}
        <div className={asTable ? 'report-chart-table' : 'visually-hidden'}>
          <Table size="sm" striped className="mb-0">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                {table.columns.map((column, index) => (
                  <th key={column} scope="col" className={index > 0 ? 'text-end' : undefined}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, rowIndex) => (
                <tr key={`${rowIndex}-${String(row[0])}`}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row" className="fw-normal">
                        {cell}
                      </th>
                    ) : (
                      <td key={index} className="text-end">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
        {footer && <div className="mt-auto pt-2 small">{footer}</div>}
      </Card.Body>
    </Card>
  );
}
