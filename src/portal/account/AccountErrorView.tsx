import { Link } from '../router';
import { HelpBox } from '../components/HelpBox';

/** Shown when the account check (or profile creation) fails (spec 1 section 8). */
export function AccountErrorView({ onRetry }: { onRetry?: () => void }) {
  return (
    <section className="account-error" aria-labelledby="account-error-heading">
      <h1 id="account-error-heading">It looks like there was an error verifying your account.</h1>
      <p>Please try logging in again</p>
      <div className="button-row">
        {onRetry && (
          <button type="button" className="button button--primary" onClick={onRetry}>
            Try again
          </button>
        )}
        <Link className="button button--secondary" to="/logout">
          Sign out
        </Link>
      </div>
      <HelpBox />
    </section>
  );
}
