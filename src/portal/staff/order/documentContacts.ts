// The people an order names, found in its document whatever the job type:
// any object with a person's name or email (the contacts list of a livening
// or new connection, the requester, owner and site contact of a
// disconnection, the electrician, the land owner). Each is titled by where it
// sits in the document, with the roles it holds ticked.
import { humanise } from '../staffLabels';

export interface DocumentContact {
  /** Where in the document, e.g. `/contactDetails/0`: unique, a React key. */
  pointer: string;
  title: string;
  name: string;
  businessName?: string;
  email?: string;
  mobile?: string;
  alternatePhone?: string;
  roles: string[];
}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

function isPerson(value: JsonObject): boolean {
  return text(value['firstName']) !== undefined || text(value['lastName']) !== undefined || text(value['email']) !== undefined;
}

function rolesOf(value: JsonObject): string[] {
  const roles = value['roles'];
  if (!isObject(roles)) return [];
  return Object.entries(roles)
    .filter(([, held]) => held === true)
    .map(([role]) => humanise(role.replace(/Role$/, '')));
}

function titleOf(path: string[]): string {
  const last = path[path.length - 1] ?? '';
  // An item of a list: "Contact 1"; a named place: its name in words.
  if (/^\d+$/.test(last)) return `Contact ${Number(last) + 1}`;
  return humanise(last.replace(/ContactDetails$|Details$/, '') || last);
}

export function documentContacts(document: unknown): DocumentContact[] {
  const found: DocumentContact[] = [];
  const visit = (value: unknown, path: string[]) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, [...path, String(index)]));
      return;
    }
    if (!isObject(value)) return;
    if (path.length > 0 && isPerson(value)) {
      found.push({
        pointer: `/${path.join('/')}`,
        title: titleOf(path),
        name: [text(value['firstName']), text(value['lastName'])].filter(Boolean).join(' ') || '(no name given)',
        businessName: text(value['businessName']),
        email: text(value['email']),
        mobile: text(value['mobile']),
        alternatePhone: text(value['alternatePhone']),
        roles: rolesOf(value),
      });
      return;
    }
    for (const [key, child] of Object.entries(value)) visit(child, [...path, key]);
  };
  visit(document, []);
  return found;
}
