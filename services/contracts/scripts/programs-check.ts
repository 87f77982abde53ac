/**
 * `npm run programs:check`: what of the paid-care programs dataset needs a person to look again.
 * Lists every program last checked more than 12 months ago, and every source address to re-read.
 * It fetches nothing: checking a rule means reading its page and updating the file by hand.
 * It also checks each Spanish companion (`data-es/`) has every text its English file has (issue 48).
 */
import { ProgramFileCodes, statePrograms } from '../src/eligibility/programs/paid-care-programs';
import { spanishGapsOf } from '../src/eligibility/programs/program-es.schema';
import { spanishStatePrograms } from '../src/eligibility/programs/spanish-programs';

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

/** Every Spanish text missing or left over, printed; the process fails when there is one. */
async function checkSpanish(): Promise<number> {
  let gaps = 0;
  for (const code of ProgramFileCodes)
    for (const gap of spanishGapsOf(statePrograms(code), await spanishStatePrograms(code))) {
      gaps += 1;
      console.log(`spanish ${code}  ${gap}`);
    }
  return gaps;
}

void checkSpanish().then((gaps) => {
  console.log(
    `\n${ProgramFileCodes.length} files; ${gaps} Spanish texts missing or left over; ${stale} programs last checked before ${staleBefore.toISOString().slice(0, 10)}; ${sources} sources to re-read.`,
  );
  if (gaps > 0) process.exitCode = 1;
});
