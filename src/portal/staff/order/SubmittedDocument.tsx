// The order's document exactly as the customer submitted it, folded away
// until needed: every answer under its name in words, groups nested as they
// are in the document, list items numbered, uploaded files by name.
import { humanise } from '../staffLabels';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isFileReference(value: unknown): value is { fileName: string } {
  return isObject(value) && typeof value['fileName'] === 'string' && 'md5' in value;
}

function leafText(value: unknown): string {
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  if (value === null || value === undefined || value === '') return '—';
  return String(value);
}

function Value({ value }: { value: unknown }) {
  if (isFileReference(value)) return <>{value.fileName}</>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <>—</>;
    return (
      <ol className="staff-document__list">
        {value.map((item, index) => (
          <li key={index}>
            <Value value={item} />
          </li>
        ))}
      </ol>
    );
  }
  if (isObject(value)) return <Entries object={value} />;
  return <>{leafText(value)}</>;
}

/** An answer that holds answers of its own (a group, a list of groups): shown under its name, across the full width. */
function holdsAnswers(value: unknown): boolean {
  if (isFileReference(value)) return false;
  if (Array.isArray(value)) return value.some((item) => typeof item === 'object' && item !== null && !isFileReference(item));
  return isObject(value) && Object.keys(value).length > 0;
}

function Entries({ object }: { object: Record<string, unknown> }) {
  const entries = Object.entries(object);
  if (entries.length === 0) return <>—</>;
  return (
    <dl className="staff-document__entries">
      {entries.map(([key, value]) => (
        <div key={key} className={holdsAnswers(value) ? 'staff-document__entry staff-document__entry--group' : 'staff-document__entry'}>
          <dt>{humanise(key)}</dt>
          <dd>
            <Value value={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function SubmittedDocument({ document }: { document: Record<string, unknown> }) {
  return (
    <section className="staff-section" aria-labelledby="staff-document-heading">
      <h2 id="staff-document-heading">Submitted order</h2>
      <details className="staff-document">
        <summary>Show every answer the customer gave</summary>
        <Entries object={document} />
      </details>
    </section>
  );
}
