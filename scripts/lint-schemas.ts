// npm run lint:schemas — checks every form folder under schemas/: schemas
// compile in strict mode, every $ref resolves, every ui.json pointer names a
// field, and every example gives exactly the result it declares. And every
// order workflow under schemas/workflows/ is valid and sound.
import { lintSchemas } from './lib/lintSchemas';
import { lintWorkflows } from './lib/lintWorkflows';

const { problems: formProblems, checked } = lintSchemas();
const workflows = lintWorkflows();
const problems = [...formProblems, ...workflows.problems];
console.log(
  `Schema lint: ${checked.schemas} schemas, ${checked.refs} $refs, ${checked.uiPointers} ui.json pointers, ${checked.examples} examples, ${workflows.checked} workflows checked`,
);
if (problems.length > 0) {
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  console.error(`${problems.length} problem(s) found`);
  process.exit(1);
}
console.log('No problems found');
