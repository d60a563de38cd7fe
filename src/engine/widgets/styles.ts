// The engine's style sheets, in their one cascade order. Every engine module
// that needs styles imports this module, never a sheet of its own: a bundler
// orders a chunk's CSS by the first import it meets, so separate imports let
// the order (and with it which of two equal rules wins) change whenever
// modules move between chunks, as they do when a widget or field starts
// loading on demand. The order is the one the portal's pages have always
// had: the wizard's own styles, then the widgets'.
import '../react/engine.css';
import './shared.css';
import './lookupWidgets.css';
import './basicWidgets.css';
import './groupWidgets.css';
