// The disconnection form's ICP lookup (spec 3 section 7: GET address/icp/{icpNumber}
// answers the ICP's id and address label). An ICP the registry does not know is
// an answer, not a failure: 404, or an answer without a label (spec 3 section 4:
// "No label shows No ICP found"), resolves to null. Anything else that goes
// wrong rejects, so the field can say the lookup failed rather than that the
// ICP does not exist.
import type { IcpLookupResult } from '../../shared/api/icp';
import { apiRequest, ApiRequestError } from '../api/client';

export async function lookUpIcp(icpNumber: string): Promise<IcpLookupResult | null> {
  let answer: unknown;
  try {
    answer = (await apiRequest<unknown>('GET', `/address/icp/${encodeURIComponent(icpNumber)}`)).data;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
  const { id, label } = (answer ?? {}) as { id?: unknown; label?: unknown };
  if (typeof id !== 'string' || (label !== undefined && label !== null && typeof label !== 'string')) {
    throw new Error(`The ICP lookup answered something that is not an ICP: ${JSON.stringify(answer)}`);
  }
  return typeof label === 'string' && label.trim() !== '' ? { id, label } : null;
}
