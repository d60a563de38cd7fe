import { Link } from '../router';
import { HelpBox } from '../components/HelpBox';

export function NotFoundPage() {
  return (
    <section className="not-found">
      <title>Page not found – Network services portal</title>
      <h1>The page was not found</h1>
      <p>The address may be mistyped, or the page may have moved.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
      <HelpBox />
    </section>
  );
}
