import { StatsBand } from '../../../components/parts/StatsBand.tsx';
import { homeText } from '../../../content/home.ts';
import { usePage } from '../../../lib/pageContext.tsx';

export function StatsSection() {
  return <StatsBand id="home-stats" title={homeText(usePage()).stats.title} />;
}
