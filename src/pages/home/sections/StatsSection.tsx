import { homeStatsTitle } from '../../../content/home.ts';
import { StatsBand } from '../../shared/StatsBand.tsx';

export function StatsSection() {
  return <StatsBand id="home-stats" title={homeStatsTitle} />;
}
