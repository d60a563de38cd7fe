// Stock RJSF: @rjsf/core's Form with its default theme, widgets and templates
// and @rjsf/validator-ajv8's default validator, on the bench form's display
// schema with the `required` lists put back (compileBenchForm.ts).
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import stockSchema from '@bench-generated/stock-schema.json';
import { benchDocument, type BenchParams } from './benchParams';

export function BenchPage({ n, live }: BenchParams) {
  return <Form schema={stockSchema as RJSFSchema} formData={benchDocument(n)} validator={validator} liveValidate={live ? 'onChange' : false} />;
}
