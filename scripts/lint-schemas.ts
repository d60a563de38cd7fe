// npm run lint:schemas — checks every form folder under schemas/: schemas
// compile in strict mode, every $ref resolves, every ui.json pointer names a
// field, and every example gives exactly the result it declares.
import { lintSchemas } from './lib/lintSchemas';

const { problems, checked } = lintSchemas();
console.log(
  `Schema lint: ${checked.schemas} schemas, ${checked.refs} $refs, ${checked.uiPointers} ui.json pointers, ${checked.examples} examples checked`,
);
if (problems.length > 0) {
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  console.error(`${problems.length} problem(s) found`);
  process.exit(1);
}
console.log('No problems found');
