// Checks a JSON document against a form's schema twice: with the precompiled
// conditions and validator running in this browser (hidden fields dropped
// first, as the wizard and the server do), and with POST /api/forms/{form}/validate.
// Analysts and integrators use it to see a form's messages without filling the
// wizard; the results must always agree. `?asOf=YYYY-MM-DD` checks dates as on
// that New Zealand day, on both sides (an example document written then).
import { useId, useRef, useState, type FormEvent } from 'react';
import { useParams, useSearchParams } from '../router';
import { formVisibilityOf } from '../../shared/conditions/formVisibility';
import { formValidatorLoaders } from '../../shared/generated/validators';
import { runValidator, type ValidationResult } from '../../shared/validation/compiledValidator';
import type { FieldError } from '../../shared/validation/fieldErrors';
import { validateAsOf } from '../../shared/validation/keywords/dateWindow';
import { parseIsoDate } from '../../shared/validation/keywords/isoDate';
import { apiRequest, ApiRequestError } from '../api/client';
import { NotFoundPage } from './NotFoundPage';

type Outcome = { state: 'idle' } | { state: 'done'; result: ValidationResult } | { state: 'failed'; message: string };

function ResultList({ title, outcome, testId }: { title: string; outcome: Outcome; testId: string }) {
  return (
    <section className="checker__result" aria-live="polite" data-testid={testId}>
      <h2>{title}</h2>
      {outcome.state === 'idle' && <p>Not checked yet.</p>}
      {outcome.state === 'failed' && <p className="text-error">{outcome.message}</p>}
      {outcome.state === 'done' && outcome.result.valid && <p className="text-success">The document is valid.</p>}
      {outcome.state === 'done' && !outcome.result.valid && (
        <ul className="checker__errors">
          {outcome.result.errors.map((error: FieldError) => (
            <li key={`${error.pointer}|${error.message}`}>
              <code>{error.pointer || '/'}</code> <span className="checker__message">{error.message}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function FormCheckerPage() {
  const { form = '' } = useParams();
  const [search] = useSearchParams();
  const asOfText = search.get('asOf');
  const asOf = asOfText && parseIsoDate(asOfText) ? asOfText : undefined;
  const inputId = useId();
  const [documentText, setDocumentText] = useState('{\n}');
  const [parseError, setParseError] = useState<string | null>(null);
  const [browser, setBrowser] = useState<Outcome>({ state: 'idle' });
  const [server, setServer] = useState<Outcome>({ state: 'idle' });
  // Results belong to the text they were checked against: editing the text
  // forgets them, and a check's late answer is dropped once another check or
  // an edit came after it.
  const latestCheck = useRef(0);
  const editDocument = (text: string) => {
    latestCheck.current += 1;
    setDocumentText(text);
    setBrowser({ state: 'idle' });
    setServer({ state: 'idle' });
  };
  const loader = Object.prototype.hasOwnProperty.call(formValidatorLoaders, form) ? formValidatorLoaders[form] : undefined;
  if (!loader) return <NotFoundPage />;

  async function check(event: FormEvent) {
    event.preventDefault();
    let document: unknown;
    try {
      document = JSON.parse(documentText);
      setParseError(null);
    } catch (error) {
      setParseError(`This is not valid JSON: ${(error as Error).message}`);
      return;
    }
    const thisCheck = ++latestCheck.current;
    const current = () => thisCheck === latestCheck.current;
    setBrowser({ state: 'idle' });
    setServer({ state: 'idle' });
    const module = await loader!();
    const { validate } = module;
    const visibility = formVisibilityOf(module);
    if (!current()) return;
    setBrowser({ state: 'done', result: validateAsOf(asOf, () => runValidator(validate, visibility.prune(document))) });
    let outcome: Outcome;
    try {
      await apiRequest('POST', `/forms/${encodeURIComponent(form)}/validate${asOf ? `?asOf=${asOf}` : ''}`, document);
      outcome = { state: 'done', result: { valid: true, errors: [] } };
    } catch (error) {
      outcome =
        error instanceof ApiRequestError && error.status === 400 && error.errors.length > 0
          ? { state: 'done', result: { valid: false, errors: error.errors } }
          : { state: 'failed', message: error instanceof Error ? error.message : 'The server could not be reached' };
    }
    if (current()) setServer(outcome);
  }

  return (
    <section className="checker">
      <h1>Check a {form} document</h1>
      <form onSubmit={(event) => void check(event)} noValidate>
        <label htmlFor={inputId}>Document (JSON)</label>
        <textarea
          id={inputId}
          className="checker__input"
          rows={14}
          spellCheck={false}
          value={documentText}
          aria-invalid={parseError ? true : undefined}
          aria-describedby={parseError ? `${inputId}-error` : undefined}
          onChange={(event) => editDocument(event.target.value)}
        />
        {parseError && (
          <p id={`${inputId}-error`} className="text-error">
            {parseError}
          </p>
        )}
        <button type="submit" className="button button--primary">
          Check
        </button>
      </form>
      <div className="checker__results">
        <ResultList title="In this browser" outcome={browser} testId="browser-result" />
        <ResultList title="On the server" outcome={server} testId="server-result" />
      </div>
    </section>
  );
}
