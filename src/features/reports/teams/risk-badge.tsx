import { Badge } from '../../../components/bootstrap/badge';
import { RISK_LEVEL_LABELS, type RiskScore } from '../../../domain/reports/risk-score';

const TONES = {
  low: { bg: 'success-subtle', text: 'success-emphasis' },
  medium: { bg: 'warning-subtle', text: 'warning-emphasis' },
  high: { bg: 'danger-subtle', text: 'danger-emphasis' },
  critical: { bg: 'danger', text: 'white' },
} as const;

/** A team's risk level as a badge with its percent, e.g. 'High 63%'. */
export function RiskBadge({ risk }: { risk: Pick<RiskScore, 'level' | 'percent'> }) {
  const tone = TONES[risk.level];
  return (
    <Badge bg={tone.bg} text={tone.text} className="risk-badge" data-risk-level={risk.level}>
      {RISK_LEVEL_LABELS[risk.level]} <span className="fw-normal d-none d-sm-inline">{risk.percent}%</span>
    </Badge>
  );
}
