import { statsSection } from '../../../content/stats.ts';
import { StatsBand } from '../../shared/StatsBand.tsx';

export function StatsSection() {
  return <StatsBand id="home-stats" title={statsSection.title} />;
}
