// GET /api/forms — the forms; POST /api/forms/{form}/validate — checks a
// document against a form's schema and stores nothing. The wizard preview and
// integrators use it; the order endpoints run the same precompiled validators.
import type { FastifyInstance } from 'fastify';
import { errorResponse } from '../../shared/api/errors';
import {
  FORM_LIST_RESPONSE_SCHEMA,
  FORM_PARAMS_SCHEMA,
  FORM_VALIDATION_QUERY_SCHEMA,
  FORM_VALIDATION_RESPONSE_SCHEMA,
  formDocumentRequestBody,
  type FormListResponse,
  type FormParams,
  type FormValidationQuery,
  type FormValidationResponse,
} from '../../shared/api/forms';
import { ApiError, VALIDATION_FAILED_MESSAGE } from '../errors';
import { isKnownForm, knownForms, validateFormDocumentAsOf } from '../validation/formValidators';
import { parseIsoDate } from '../../shared/validation/keywords/isoDate';
import { documentedForms } from './formSchemaComponents';
import { tagOf } from './openApi';
import { answerSchemaErrorsInApiShape } from './validationErrors';

const FORM_LIST_ROUTE_SCHEMA = {
  tags: tagOf('forms'),
  summary: 'The forms this server validates',
  response: { 200: { ...FORM_LIST_RESPONSE_SCHEMA, description: 'Their names, as used in the paths below' } },
};

/** Built when the routes are registered: the forms are those with a schema under schemas/. */
const formValidationRouteSchema = () => ({
  tags: tagOf('forms'),
  summary: "Checks a document against the form's schema; stores nothing",
  params: FORM_PARAMS_SCHEMA,
  querystring: FORM_VALIDATION_QUERY_SCHEMA,
  // The body is a document of the form in the path, checked by that form's precompiled validator (not by Fastify).
  'x-request-body': formDocumentRequestBody(documentedForms(), 'A document of the form named in the path'),
  response: {
    200: { ...FORM_VALIDATION_RESPONSE_SCHEMA, description: 'The document is valid' },
    400: errorResponse("The form's messages, each at its field's pointer"),
    404: errorResponse('There is no such form'),
  },
});

export async function formRoutes(app: FastifyInstance): Promise<void> {
  answerSchemaErrorsInApiShape(app);

  app.get<{ Reply: FormListResponse }>('/forms', { schema: FORM_LIST_ROUTE_SCHEMA }, async () => ({ forms: knownForms() }));

  app.post<{ Params: FormParams; Querystring: FormValidationQuery; Reply: FormValidationResponse }>('/forms/:form/validate', { schema: formValidationRouteSchema() }, async (request) => {
    const { form } = request.params;
    if (!isKnownForm(form)) throw new ApiError(404, `There is no form called "${form}"`);
    const { asOf } = request.query;
    if (asOf !== undefined && !parseIsoDate(asOf)) throw new ApiError(400, 'asOf must be a calendar date (YYYY-MM-DD)');
    const result = await validateFormDocumentAsOf(form, request.body, asOf);
    if (!result.valid) throw new ApiError(400, VALIDATION_FAILED_MESSAGE, result.errors);
    return { valid: true };
  });
}
