import { GetInTouchSection } from './sections/GetInTouchSection';
import { HeroSection } from './sections/HeroSection';
import { LocationsSection } from './sections/LocationsSection';
import { ProductsTeaserSection } from './sections/ProductsTeaserSection';
import { ServicesTeaserSection } from './sections/ServicesTeaserSection';
import { SimpleBandSection } from './sections/SimpleBandSection';
import { StatsSection } from './sections/StatsSection';
import { WelcomeSection } from './sections/WelcomeSection';

/** The long Home page: the company's story, chapter by chapter, in the spec's order. */
export function HomePage() {
  return (
    <>
      <HeroSection />
      <WelcomeSection />
      <SimpleBandSection />
      <ProductsTeaserSection />
      <ServicesTeaserSection />
      <StatsSection />
      <LocationsSection />
      <GetInTouchSection />
    </>
  );
}
