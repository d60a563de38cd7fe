// POST /api/forms/{form}/validate — checks a document against a form's schema
// and stores nothing. The wizard preview and integrators use it; the order
// endpoints run the same precompiled validators.
import type { FastifyInstance } from 'fastify';
import { ApiError, VALIDATION_FAILED_MESSAGE } from '../errors';
import { isKnownForm, knownForms, pruneHiddenFields, validateFormDocument } from '../validation/formValidators';

export async function formRoutes(app: FastifyInstance): Promise<void> {
  app.get('/forms', async () => ({ forms: knownForms() }));

  app.post<{ Params: { form: string } }>('/forms/:form/validate', async (request) => {
    const { form } = request.params;
    if (!isKnownForm(form)) throw new ApiError(404, `There is no form called "${form}"`);
    const result = await validateFormDocument(form, await pruneHiddenFields(form, request.body));
    if (!result.valid) throw new ApiError(400, VALIDATION_FAILED_MESSAGE, result.errors);
    return { valid: true };
  });
}
