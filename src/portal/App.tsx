// Routes of the portal. Pages load on demand so a route only downloads what it shows.
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PageLayout } from './components/PageLayout';
import { Spinner } from './components/Spinner';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';

const FormCheckerPage = lazy(() => import('./pages/FormCheckerPage'));
const FormPreviewPage = lazy(() => import('./pages/FormPreviewPage'));
// The studio exists in development only (npm run studio): production builds drop it and its examples.
const StudioPage = import.meta.env.DEV ? lazy(() => import('./pages/StudioPage')) : null;

export function App() {
  return (
    <BrowserRouter>
      <PageLayout>
        <Suspense fallback={<Spinner label="Loading" />}>
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="/forms/:form" element={<FormPreviewPage />} />
            <Route path="/forms/:form/check" element={<FormCheckerPage />} />
            {StudioPage && <Route path="/studio/:form?" element={<StudioPage />} />}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </PageLayout>
    </BrowserRouter>
  );
}
