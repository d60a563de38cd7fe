// RJSF requires a validator, but the engine validates the whole document itself
// with the form's precompiled validator (on Next, Submit and blur) and hands
// RJSF the resulting messages as `extraErrors`. The renderer's display schema
// has no conditions, so RJSF never needs to evaluate one.
import type { ValidatorType } from '@rjsf/utils';

export const noopValidator: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: () => true,
  rawValidation: () => ({ errors: undefined, validationError: undefined }),
};
