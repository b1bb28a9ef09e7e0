import type { ReactNode } from 'react';
import { Col, Row } from './bootstrap/grid';
import { Placeholder } from './bootstrap/placeholder';
import { Icon, type IconName } from './icon';

/** What a team's card directory (pages, suppliers) shows while it loads: three cards' shapes. */
export function CardGridSkeleton() {
  return (
    <Row xs={1} md={2} xl={3} className="g-3" role="status" aria-busy="true" aria-label="Loading">
      {[0, 1, 2].map((index) => (
        <Col key={index}>
          <Placeholder as="div" animation="glow" className="bg-body rounded-3 p-3 shadow-sm">
            <Placeholder xs={7} /> <Placeholder xs={10} size="sm" />
          </Placeholder>
        </Col>
      ))}
    </Row>
  );
}

/** A card directory with nothing to show: its icon, large, over one line saying why. */
export function EmptyCardGrid({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <div className="text-center text-body-secondary py-5 bg-body rounded-4 shadow-sm">
      <div className="fs-1 mb-2">
        <Icon name={icon} />
      </div>
      {children}
    </div>
  );
}
