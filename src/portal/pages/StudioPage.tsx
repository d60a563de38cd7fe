// The analysts' studio (npm run studio, development only): every form, rendered
// by the engine with preview data sources, and beside it each example
// document's result from the form's precompiled validator (derived values set
// and hidden answers dropped first, as the browser and server do). Editing a JSON file
// under schemas/ reloads the page with the change.
import { useEffect, useState } from 'react';
import { Link, useParams } from '../router';
import { Wizard, type ValidatingEngineForm } from '../../engine/react/Wizard';
import { portalEngineRegistry } from '../forms/portalEngineRegistry';
import '../../engine/react/engine.css';
import { formValidatorLoaders } from '../../shared/generated/validators';
import { createFormVisibility, type ConditionalUi } from '../../shared/conditions/formVisibility';
import { runValidator } from '../../shared/validation/compiledValidator';
import type { FieldError } from '../../shared/validation/fieldErrors';
import { Spinner } from '../components/Spinner';
import { loadEngineForm } from '../forms/loadEngineForm';
import { previewDataSources } from '../forms/previewDataSources';
import { supportContacts } from '../supportContacts';

interface Example {
  file: string;
  description: string;
  document: unknown;
  expect: { valid: boolean; errors?: FieldError[] };
}

const exampleModules = import.meta.glob<{ default: Omit<Example, 'file'> }>('/schemas/*/examples/*.json', { eager: true });
const dataSources = previewDataSources();

function examplesOf(form: string): Example[] {
  return Object.entries(exampleModules)
    .filter(([path]) => path.startsWith(`/schemas/${form}/examples/`))
    .map(([path, module]) => ({ file: path.slice('/schemas/'.length), ...module.default }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

const key = (error: FieldError) => `${error.pointer || '/'} ${error.message}`;

function ExampleResult({ example, form }: { example: Example; form: ValidatingEngineForm }) {
  const visibility = createFormVisibility(form.ui as unknown as ConditionalUi, form.conditions ?? {}, form.derivations ?? []);
  const result = runValidator(form.validate, visibility.prune(example.document));
  const actual = result.errors.map(key).sort();
  const expected = (example.expect.errors ?? []).map(key).sort();
  const matches = result.valid === example.expect.valid && actual.join('\n') === expected.join('\n');
  return (
    <li className={`studio__example studio__example--${matches ? 'ok' : 'mismatch'}`}>
      <p className="studio__example-title">
        <strong>{matches ? '✓ As declared' : '✗ Not as declared'}</strong> — {example.file}
      </p>
      <p>{example.description}</p>
      {!matches && (
        <p>
          Expected {example.expect.valid ? 'valid' : expected.join('; ')}; got {result.valid ? 'valid' : actual.join('; ')}
        </p>
      )}
      {matches && !result.valid && (
        <ul>
          {actual.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

export default function StudioPage() {
  const { form: selected } = useParams();
  const names = Object.keys(formValidatorLoaders).sort();
  const name = selected ?? names[0] ?? '';
  const [form, setForm] = useState<ValidatingEngineForm | null>(null);
  const examples = examplesOf(name);

  useEffect(() => {
    let active = true;
    loadEngineForm(name).then((loaded) => active && setForm(loaded));
    return () => {
      active = false;
    };
  }, [name]);

  return (
    <div className="studio">
      <nav className="studio__forms" aria-label="Forms">
        <h1>Form studio</h1>
        <ul>
          {names.map((formName) => (
            <li key={formName}>
              <Link to={`/studio/${formName}`} aria-current={formName === name ? 'page' : undefined}>
                {formName}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="studio__preview">
        {form && form.name === name ? (
          <Wizard
            key={name}
            form={form}
            registry={portalEngineRegistry}
            signedIn
            dataSources={dataSources}
            supportEmail={supportContacts.email}
            onSubmit={async () => undefined}
            onSaveDraft={async (_document, draftId) => ({ draftId: draftId ?? 'studio-draft' })}
          />
        ) : (
          <Spinner label="Loading the form" />
        )}
      </div>
      <aside className="studio__examples" aria-labelledby="studio-examples">
        <h2 id="studio-examples">Examples</h2>
        {form && form.name === name && (
          <ul>
            {examples.map((example) => (
              <ExampleResult key={example.file} example={example} form={form} />
            ))}
          </ul>
        )}
      </aside>
    </div>
  );
}
