import { nodeVersionProblem, nodeVersionWarning } from './node-version.ts';

// Imported first by main.ts, so an unsupported Node.js stops here with a clear line rather than
// failing later inside a dependency.
const problem = nodeVersionProblem(process.version);
if (problem) {
  console.error(problem);
  process.exit(1);
}
const warning = nodeVersionWarning(process.version);
if (warning) console.error(warning);
