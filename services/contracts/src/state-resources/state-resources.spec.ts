import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UsStateNames } from '../eligibility/us-states';
import { StateResources } from './state-resources.schema';

const dataDir = join(__dirname, 'data');
const files = readdirSync(dataDir).filter((name) => name.endsWith('.json'));

describe('caregiving resources by state', () => {
  it.each(files)('%s follows the schema and names its own state', (name) => {
    const file = StateResources.parse(JSON.parse(readFileSync(join(dataDir, name), 'utf8')));
    expect(`${file.state.toLowerCase()}.json`).toBe(name);
  });

  it('covers the 50 states and DC', () => {
    const expected = [...Object.keys(UsStateNames), 'DC'].map((c) => `${c.toLowerCase()}.json`);
    expect(files.sort()).toEqual(expected.sort());
  });
});
