import { photos } from '../../../content/images';
import { paths } from '../../../content/paths';
import { servicesTeaser } from '../../../content/services';
import { TeaserSection } from './TeaserSection';

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
