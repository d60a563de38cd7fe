import { Link } from 'react-router-dom';
import { formValidatorLoaders } from '../../shared/generated/validators';

// A holding page until the service-type selection arrives (issue 4): it lists
// the forms whose documents can be checked in the browser.
export function HomePage() {
  const forms = Object.keys(formValidatorLoaders).sort();
  return (
    <section>
      <h1>Network services portal</h1>
      <p>Order electricity network services and track your orders online.</p>
      <h2>Forms</h2>
      <p>Preview each form as customers see it, or check a document against its schema in your browser and on the server.</p>
      <ul>
        {forms.map((form) => (
          <li key={form}>
            <Link to={`/forms/${form}`}>Preview the {form} form</Link> · <Link to={`/forms/${form}/check`}>Check a {form} document</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
