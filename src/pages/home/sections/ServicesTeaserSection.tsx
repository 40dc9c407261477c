import { photos } from '../../../content/images.ts';
import { paths } from '../../../content/paths.ts';
import { servicesTeaser } from '../../../content/services.ts';
import { TeaserSection } from './TeaserSection.tsx';

export function ServicesTeaserSection() {
  return (
    <TeaserSection
      id="services-teaser"
      {...servicesTeaser}
      to={paths.services}
      photo={photos.installation}
      tone="warm"
      mirrored
    />
  );
}
