// "New service order" (spec 2 section 2.2): pick a category, then a service.
// Services are links, so choosing one acts at once and the customer can see
// where it leads before choosing (and open it in a new tab); radio buttons
// that navigate on change would break WCAG 3.2.2 (no change of context on input).
import { useId, useState } from 'react';
import { Link, useSearchParams } from '../router';
import { useSession } from '../auth/sessionContext';
import { ExternalLink } from '../components/ExternalLink';
import { OrderProgress } from '../components/OrderProgress';
import {
  destinationPath,
  electricianWarning,
  serviceCategories,
  servicesNotOnline,
  type ServiceCategory,
  type ServiceSubType,
} from '../content/serviceTypes';
import { supportContacts } from '../supportContacts';

/** The order wizards have three steps after this page (Service Type, Order Details, Review & Submit). */
const ORDER_STEPS = 3;

export default function ServiceTypePage({ showProgress = false }: { showProgress?: boolean }) {
  const { isAuthenticated } = useSession();
  // The chosen category lives in the address, so Back from the next page shows it again.
  const [search, setSearch] = useSearchParams();
  // Shown at once: the address updates in a transition, and a controlled radio
  // waiting for it would flick back unchecked meanwhile.
  const [chosen, setChosen] = useState<string | null>(() => search.get('category'));
  const category = serviceCategories.find((candidate) => candidate.id === chosen);
  const legendId = useId();

  return (
    <section className="service-type">
      <title>New service order – Network services portal</title>
      {showProgress && <OrderProgress step={0} totalSteps={ORDER_STEPS} />}
      <h1>New service order</h1>
      <p className="lead">Choose what your order is about, then the service you need.</p>

      <div className="callout callout--warning">
        <p className="callout__heading">{electricianWarning.heading}</p>
        <p>{electricianWarning.message}</p>
      </div>

      <fieldset className="choice-cards" aria-labelledby={legendId}>
        <legend id={legendId} className="choice-cards__legend">
          What is your order about?
        </legend>
        {serviceCategories.map((option) => (
          <label key={option.id} className="choice-card">
            <input
              type="radio"
              name="service-category"
              value={option.id}
              checked={category?.id === option.id}
              onChange={() => {
                setChosen(option.id);
                setSearch({ category: option.id }, { replace: true });
              }}
            />
            <span className="choice-card__text">
              <span className="choice-card__label">{option.label}</span>
              <span className="choice-card__description">{option.description}</span>
            </span>
          </label>
        ))}
      </fieldset>

      {category && <SubTypeList category={category} signedIn={isAuthenticated} />}

      <aside className="help-box" aria-labelledby="not-online-heading">
        <h2 id="not-online-heading">Services you can’t order online</h2>
        <p>
          Call us on <a href={`tel:${supportContacts.phone.replace(/\s/g, '')}`}>{supportContacts.phone}</a> for these, or find out
          more on our website:
        </p>
        <ul>
          {servicesNotOnline.map((service) => (
            <li key={service.url}>
              <ExternalLink href={service.url}>{service.label}</ExternalLink>
            </li>
          ))}
        </ul>
      </aside>
    </section>
  );
}

function SubTypeList({ category, signedIn }: { category: ServiceCategory; signedIn: boolean }) {
  const headingId = useId();
  return (
    <section className="service-list" aria-labelledby={headingId}>
      <h2 id={headingId}>{category.label} services</h2>
      <ul className="service-list__items">
        {category.subTypes.map((subType) => (
          <li key={subType.id}>
            <SubTypeLink subType={subType} signedIn={signedIn} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * One service as a card. The link's name is the service alone (what a screen
 * reader lists among links); the description is its accessible description,
 * and the whole card is clickable (the link stretches over it in CSS).
 */
function SubTypeLink({ subType, signedIn }: { subType: ServiceSubType; signedIn: boolean }) {
  const descriptionId = useId();
  const { destination } = subType;
  return (
    <div className="service-card">
      {destination.kind === 'external' ? (
        <ExternalLink href={destination.url} className="service-card__link" describedBy={descriptionId}>
          {subType.label}
        </ExternalLink>
      ) : (
        <Link to={destinationPath(destination, signedIn)} className="service-card__link" aria-describedby={descriptionId}>
          {subType.label}
        </Link>
      )}
      <p className="service-card__description" id={descriptionId}>
        {subType.description}
      </p>
    </div>
  );
}
