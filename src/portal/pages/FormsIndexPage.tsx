import { Link } from '../router';
import { formValidatorLoaders } from '../../shared/generated/validators';

// /forms: for analysts and integrators, every form whose documents can be
// previewed as customers see them or checked in the browser and on the server.
// (It was the home page until the service type selection took "/".)
export default function FormsIndexPage() {
  const forms = Object.keys(formValidatorLoaders).sort();
  return (
    <section>
      <title>Forms – Network services portal</title>
      <h1>Forms</h1>
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
