// The engine's registry as the portal uses it: the standard widgets, plus the
// portal's words for the engine's fixed texts (spec 2 §4.1 and §4.4) and New
// Zealand's locale for dates. The engine itself knows none of these.
import type { EngineStrings } from '../../engine/core/engineStrings';
import type { WizardRegistry } from '../../engine/react/Wizard';
import { engineRegistry } from '../../engine/widgets';

export const PORTAL_ENGINE_STRINGS: EngineStrings = {
  draftSavedTitle: 'Order saved',
  draftSavedText: 'Your order has been successfully saved and can be found in your Draft orders list',
  draftSaveFailedTitle: 'Oops, looks like something went wrong',
  draftSaveFailedText: 'Please wait a few minutes and try again. If the problem persists, contact us at {supportEmail}.',
  saveNeedsSignIn: 'Sign in to save your order and finish it later.',
  submissionFailedHeading: 'Something went wrong',
  submissionFailedIntro: 'It looks like there was an error submitting your order.',
};

export const portalEngineRegistry: WizardRegistry = { ...engineRegistry, strings: PORTAL_ENGINE_STRINGS, locale: 'en-NZ' };
