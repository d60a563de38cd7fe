// /maintenance (spec 3, "Invalid-link and maintenance pages"): where the
// portal points customers while it is down for planned work. It needs nothing
// from the API, so it still shows when the API does not answer.
import { ExternalLink } from '../components/ExternalLink';
import { HelpBox } from '../components/HelpBox';
import { POWER_OUTAGE_URL } from '../content/links';

export default function MaintenancePage() {
  return (
    <section className="maintenance">
      <title>Planned maintenance – Network services portal</title>
      <h1>Planned maintenance</h1>
      <p className="lead">We will be unavailable until 11am today because of planned maintenance.</p>
      <p>Your saved drafts and orders are safe. Please come back after 11am to place or track an order.</p>
      <p>
        Power out? You can still <ExternalLink href={POWER_OUTAGE_URL}>report a power outage on our website</ExternalLink>.
      </p>
      <HelpBox />
    </section>
  );
}
