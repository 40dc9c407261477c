import { localBusinessJsonLd } from '../../lib/jsonLd.ts';
import type { PageContext } from '../../lib/pageContext.tsx';
import { GetInTouchSection } from './sections/GetInTouchSection.tsx';
import { HeroSection } from './sections/HeroSection.tsx';
import { LocationsSection } from './sections/LocationsSection.tsx';
import { ReviewsSection } from './sections/ReviewsSection.tsx';
import { SimpleBandSection } from './sections/SimpleBandSection.tsx';
import { StatsSection } from './sections/StatsSection.tsx';
import { ProductsTeaserSection, ServicesTeaserSection } from './sections/TeaserSection.tsx';
import { WelcomeSection } from './sections/WelcomeSection.tsx';

/** The company as a local business, for search engines. */
export const structuredData = (_pathname: string, page: PageContext): string =>
  localBusinessJsonLd(page);

/**
 * The long Home page: the company's story, chapter by chapter, in the spec's order. HTML and CSS
 * alone: its motion runs on the browser's scroll timelines (`styles/_motion.scss`).
 */
export default function HomePage() {
  return (
    <>
      <HeroSection />
      <WelcomeSection />
      <SimpleBandSection />
      <ProductsTeaserSection />
      <ServicesTeaserSection />
      <StatsSection />
      <ReviewsSection />
      <LocationsSection />
      <GetInTouchSection />
    </>
  );
}
