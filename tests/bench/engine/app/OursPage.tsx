// Our engine: the Wizard with the standard registry and the bench form's
// precompiled validator, display schema and ui.json.
import { Wizard, type EngineForm } from '../../../../src/engine/react/Wizard';
import { engineRegistry } from '../../../../src/engine/widgets';
import '../../../../src/engine/react/engine.css';
import type { FormUi } from '../../../../src/engine/core/uiModel';
import type { JsonSchema } from '../../../../src/engine/core/schemaAt';
import { conditions, displaySchema, ui, validate } from '@bench-generated/bench-engine';
import { benchDocument, type BenchParams } from './benchParams';

const form: EngineForm = { name: 'bench-engine', ui: ui as FormUi, displaySchema: displaySchema as JsonSchema, validate, conditions };

export function BenchPage({ n }: BenchParams) {
  return (
    <Wizard
      form={form}
      registry={engineRegistry}
      initialDocument={benchDocument(n)}
      signedIn={false}
      supportEmail="bench@example.co.nz"
      onSubmit={async () => undefined}
    />
  );
}
