import { statsSection } from '../../../content/stats';
import { StatsBand } from '../../shared/StatsBand';

export function StatsSection() {
  return <StatsBand id="home-stats" title={statsSection.title} />;
}
