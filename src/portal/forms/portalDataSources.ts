// The engine's data sources backed by the real API: address search, the
// service-provider lists, the ICP lookup and the disconnection date window.
// Errors propagate so widgets show the field in error.
import type { DataSources, Option } from '../../engine/react/engineContext';
import type { AddressSuggestion } from '../../shared/api/address';
import type { ServiceProvider } from '../../shared/api/serviceProviders';
import type { WorkflowActivity } from '../../shared/orders/workflows';
import { apiRequest } from '../api/client';
import { disconnectionDateAvailability } from './commercialCalendar';
import { lookUpIcp } from './icpLookup';

async function searchAddresses(query: string, kind: string) {
  const params = new URLSearchParams({ q: query, isPostalAddress: String(kind === 'billing') });
  return (await apiRequest<AddressSuggestion[]>('GET', `/address?${params}`)).data;
}

async function serviceProviders(path: string) {
  const providers = (await apiRequest<ServiceProvider[]>('GET', path)).data;
  return providers.map((provider) => ({ value: provider.id, label: provider.name }));
}

export function portalDataSources(): DataSources {
  return {
    addresses: { addresses: searchAddresses },
    options: {
      powerRetailers: () => serviceProviders('/power-retailers'),
      liveningInspectors: () => serviceProviders('/livening-inspectors'),
    },
    keyedLookups: { icp: lookUpIcp },
    dates: { disconnectionDates: () => disconnectionDateAvailability() },
  };
}

/**
 * The staff progress form's `staffActivities`: the activities of the order's
 * own workflow (StaffOrderView.workflow), which the server checks the choice
 * against. Per order, so the console adds it to the sources of that order's form.
 */
export function staffActivitiesSource(activities: readonly WorkflowActivity[]): () => Promise<Option[]> {
  return async () => activities.map((activity) => ({ value: activity.name, label: `${activity.name} (${activity.percentageComplete}%)` }));
}
