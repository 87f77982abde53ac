/**
 * `npm run programs:check`: what of the paid-care programs dataset needs a person to look again.
 * Lists every program last checked more than 12 months ago, and every source address to re-read.
 * It fetches nothing: checking a rule means reading its page and updating the file by hand.
 */
import { ProgramFileCodes, statePrograms } from '../src/eligibility/programs/paid-care-programs';

const staleBefore = new Date();
staleBefore.setFullYear(staleBefore.getFullYear() - 1);

let stale = 0;
let sources = 0;
for (const code of ProgramFileCodes) {
  const file = statePrograms(code);
  for (const program of file.programs)
    if (new Date(program.lastChecked) < staleBefore) {
      stale += 1;
      console.log(`stale  ${code}  ${program.id}  last checked ${program.lastChecked}`);
    }
  for (const [key, source] of Object.entries(file.sources)) {
    sources += 1;
    console.log(`source ${code}  ${key}  ${source.url}`);
  }
}
console.log(
  `\n${ProgramFileCodes.length} files; ${stale} programs last checked before ${staleBefore.toISOString().slice(0, 10)}; ${sources} sources to re-read.`,
);
