// The page after a failed submission (the specification's step 4). Back
// returns to the review; Try again resubmits the same document. Its words are
// the host's (engineStrings.ts).
import type { TranslateString } from '../core/engineStrings';

export function SubmissionErrorStep({
  t,
  supportEmail,
  onBack,
  onRetry,
  retrying,
}: {
  t: TranslateString;
  supportEmail: string;
  onBack: () => void;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div className="engine-submission-error" role="alert">
      <h2 className="engine-submission-error__heading">{t('submissionFailedHeading')}</h2>
      <p className="engine-submission-error__sub">{t('submissionFailedIntro')}</p>
      <p>{t('submissionFailedRetryLater')}</p>
      <p>
        {t('submissionFailedContactLead')}
        <a href={`mailto:${supportEmail}`}>{t('submissionFailedContactLink', { supportEmail })}</a>.
      </p>
      <div className="engine-buttons">
        <button type="button" className="engine-button engine-button--secondary" onClick={onBack}>
          {t('back')}
        </button>
        <button type="button" className="engine-button engine-button--primary" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
          {retrying ? t('submitting') : t('tryAgain')}
        </button>
      </div>
    </div>
  );
}
