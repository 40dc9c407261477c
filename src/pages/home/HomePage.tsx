import { MotionFeatures } from '../../motion/MotionFeatures.tsx';
import { GetInTouchSection } from './sections/GetInTouchSection.tsx';
import { HeroSection } from './sections/HeroSection.tsx';
import { LocationsSection } from './sections/LocationsSection.tsx';
import { ProductsTeaserSection } from './sections/ProductsTeaserSection.tsx';
import { ServicesTeaserSection } from './sections/ServicesTeaserSection.tsx';
import { SimpleBandSection } from './sections/SimpleBandSection.tsx';
import { StatsSection } from './sections/StatsSection.tsx';
import { WelcomeSection } from './sections/WelcomeSection.tsx';

/** The long Home page: the company's story, chapter by chapter, in the spec's order. */
export function HomePage() {
  return (
    <MotionFeatures>
      <HeroSection />
      <WelcomeSection />
      <SimpleBandSection />
      <ProductsTeaserSection />
      <ServicesTeaserSection />
      <StatsSection />
      <LocationsSection />
      <GetInTouchSection />
    </MotionFeatures>
  );
}
