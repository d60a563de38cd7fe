// The benchmark page: ?impl=ours renders the engine's Wizard, ?impl=stock
// renders stock @rjsf/core (live=1 for liveValidate), ?impl=floor the floor
// (FloorPage.tsx). Each is its own chunk, so a page loads only the one it shows.
import { createRoot } from 'react-dom/client';
import { markWhenVisible, readParams } from './benchParams';
import { loadFloorTree } from './floorTree';

const params = readParams(window.location.search);
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
markWhenVisible(params.n);

// The floor's data is fetched while its chunk loads.
if (params.impl === 'floor') void loadFloorTree(params.n);
const load = params.impl === 'ours' ? import('./OursPage') : params.impl === 'floor' ? import('./FloorPage') : import('./StockPage');
load.then(
  ({ BenchPage }) => createRoot(root).render(<BenchPage {...params} />),
  (error: unknown) => {
    window.__benchError = String(error);
  },
);
