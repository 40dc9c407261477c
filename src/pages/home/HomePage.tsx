import { lazySlice } from '../../lib/lazySlice.tsx';
import { HeroSection } from './sections/HeroSection.tsx';

// Below the first screen, each chapter is a slice with its own code, hydrated when it nears the
// viewport or when the browser is idle (`lazySlice`); until then it is its prerendered HTML.
const welcome = lazySlice('welcome', () =>
  import('./sections/WelcomeSection.tsx').then((m) => m.WelcomeSection),
);
const simpleBand = lazySlice('simple-band', () =>
  import('./sections/SimpleBandSection.tsx').then((m) => m.SimpleBandSection),
);
const productsTeaser = lazySlice('products-teaser', () =>
  import('./sections/TeaserSection.tsx').then((m) => m.ProductsTeaserSection),
);
const servicesTeaser = lazySlice('services-teaser', () =>
  import('./sections/TeaserSection.tsx').then((m) => m.ServicesTeaserSection),
);
const stats = lazySlice('stats', () =>
  import('./sections/StatsSection.tsx').then((m) => m.StatsSection),
);
const locations = lazySlice('locations', () =>
  import('./sections/LocationsSection.tsx').then((m) => m.LocationsSection),
);
const getInTouch = lazySlice('get-in-touch', () =>
  import('./sections/GetInTouchSection.tsx').then((m) => m.GetInTouchSection),
);

/** Home's slices in page order: rendering Home from nothing (a navigation) needs them all. */
export const slices = [
  welcome,
  simpleBand,
  productsTeaser,
  servicesTeaser,
  stats,
  locations,
  getInTouch,
] as const;

/**
 * The long Home page: the company's story, chapter by chapter, in the spec's order. The first
 * screen (the hero and its call to action) hydrates with the page.
 */
export default function HomePage() {
  return (
    <>
      <HeroSection />
      {slices.map(({ name, Slice }) => (
        <Slice key={name} />
      ))}
    </>
  );
}
