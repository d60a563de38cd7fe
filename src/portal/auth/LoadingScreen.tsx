import { Spinner } from '../components/Spinner';

/** A whole-page wait: 'Redirecting', 'Logging out', checking the account. */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <div className="loading-screen">
      <Spinner label={label} />
    </div>
  );
}
