// Testing Library's findBy… and waitFor give up after 1 s by default: a time
// limit, which a test on a busy machine can reach while the state it waits for
// is still on its way (seen: StaffOrderPage's tests failed while two test runs
// shared the two cores). The tests wait for states; the only limit on them is
// Vitest's own test timeout (20 s, vitest.config.ts), which this stays under.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 15_000 });
