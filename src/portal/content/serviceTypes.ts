// What the "New service order" page offers (spec 2 section 2.2): three
// categories, each with sub-types that either start an order in the portal or
// open the company's website. Content only; the page decides how it looks.
import { COMPANY_WEBSITE_URL, POWER_OUTAGE_URL } from './links';

/** Where choosing a sub-type leads. */
export type ServiceDestination =
  /** An order the portal takes: guests first choose between signing in and continuing as a guest. */
  | { kind: 'order'; orderPath: string; guestPath: string }
  /** A portal page anyone may open as it is. */
  | { kind: 'page'; path: string }
  /** A page of the company's website, opened in a new tab. */
  | { kind: 'external'; url: string };

export interface ServiceSubType {
  id: string;
  label: string;
  description: string;
  destination: ServiceDestination;
}

export type ServiceCategoryId = 'electricity' | 'gas' | 'consents';

export interface ServiceCategory {
  id: ServiceCategoryId;
  label: string;
  description: string;
  subTypes: ServiceSubType[];
}

const website = (path: string): string => new URL(path, COMPANY_WEBSITE_URL).toString();

export const serviceCategories: ServiceCategory[] = [
  {
    id: 'electricity',
    label: 'Electricity',
    description: 'New connections, livening, permanent disconnections, outages and network maps.',
    subTypes: [
      {
        id: 'new-connection',
        label: 'New connection',
        description: 'Connect a new site, or the lots of a subdivision, to our electricity network.',
        destination: { kind: 'order', orderPath: '/new-connection', guestPath: '/login-option/new-connection' },
      },
      {
        id: 'livening',
        label: 'Livening',
        description: 'Liven an installation control point (ICP), metered or unmetered, once its connection is in place.',
        destination: { kind: 'order', orderPath: '/icp-request', guestPath: '/login-option/icp-request' },
      },
      {
        id: 'disconnection',
        label: 'Disconnection (Permanent)',
        description: 'Permanently disconnect a supply and remove it from the network, for example before a demolition.',
        destination: { kind: 'page', path: '/disconnection-info' },
      },
      {
        id: 'power-outage',
        label: 'Report a power outage',
        description: 'Check current outages in your area or tell us about one.',
        destination: { kind: 'external', url: POWER_OUTAGE_URL },
      },
      {
        id: 'electricity-maps',
        label: 'Reference maps',
        description: 'View maps of our electricity network before you plan or dig.',
        destination: { kind: 'external', url: website('network/electricity-reference-maps') },
      },
    ],
  },
  {
    id: 'gas',
    label: 'Gas',
    description: 'Gas disconnections and gas network maps.',
    subTypes: [
      {
        id: 'gas-disconnection',
        label: 'Disconnection',
        description: 'Permanently disconnect a gas supply.',
        destination: { kind: 'external', url: website('gas/disconnection') },
      },
      {
        id: 'gas-maps',
        label: 'Reference maps',
        description: 'View maps of our gas network before you plan or dig.',
        destination: { kind: 'external', url: website('network/gas-reference-maps') },
      },
    ],
  },
  {
    id: 'consents',
    label: 'Consents & Approvals',
    description: 'Permits for work and loads near our network.',
    subTypes: [
      {
        id: 'high-load-permit',
        label: 'High load permit',
        description: 'Loads over 4.3 metres high in Auckland need a permit or escort.',
        destination: { kind: 'external', url: website('consents/high-load-permit') },
      },
    ],
  },
];

/** Where a portal destination leads, given whether the customer is signed in. */
export function destinationPath(destination: Exclude<ServiceDestination, { kind: 'external' }>, signedIn: boolean): string {
  if (destination.kind === 'page') return destination.path;
  return signedIn ? destination.orderPath : destination.guestPath;
}

/** Shown above the categories: the right service depends on advice only an electrician can give. */
export const electricianWarning = {
  heading: 'Talk to your electrician before you apply',
  message:
    'Your electrician can tell you which service you need, and the phase and fuse size your site needs. Having their details ready makes your order quicker.',
};

/** Services customers ask for that the portal cannot take; each links to the company's website. */
export const servicesNotOnline: Array<{ label: string; url: string }> = [
  { label: 'Moving, upgrading or altering an existing connection', url: website('services/alter-a-connection') },
  { label: 'Temporary disconnection for building or maintenance work', url: website('services/temporary-disconnection') },
  { label: 'Working near power lines (close approach consent)', url: website('safety/working-near-power-lines') },
  { label: 'Locating underground cables before you dig', url: website('safety/locate-underground-cables') },
  { label: 'Trees near power lines', url: website('safety/trees-near-power-lines') },
  { label: 'New gas connections', url: website('gas/new-connection') },
];
