import { z } from 'zod';
import { RouteSchemas } from './route-schemas';

/** zod's own wording: a schema that is missing the sentence a person should read. */
const libraryWording =
  /^(Invalid input|Invalid option|Too (big|small):|Unrecognized key)|expected .+, received/;

const oddValues: unknown[] = [null, 0, -1, true, [], {}, '', 'x', { nested: {} }];

/** Every body a careless client might send a route: nothing, one odd field, every field null. */
function oddBodiesFor(fields: string[]): Record<string, unknown>[] {
  return [
    {},
    ...fields.flatMap((field) => oddValues.map((value) => ({ [field]: value }))),
    Object.fromEntries(fields.map((field) => [field, null])),
  ];
}

/**
 * The gateway answers a body it refuses with the first problem's message; the fuzz test finds a
 * route that would answer in zod's words only after minutes against the whole stack. This finds
 * the schema that lacks its sentence in a second.
 */
describe('what a route says about a body it refuses', () => {
  const bodies = Object.entries(RouteSchemas).flatMap(([name, schema]) => {
    const body = (schema as { body?: unknown }).body;
    return body instanceof z.ZodObject ? [{ name, body }] : [];
  });

  it('covers the routes that read a JSON body', () => {
    expect(bodies.length).toBeGreaterThan(30);
  });

  it('is a sentence a person can act on, for every field and odd value', () => {
    const unclear: string[] = [];
    for (const { name, body } of bodies) {
      for (const input of oddBodiesFor(Object.keys(body.shape))) {
        const result = body.safeParse(input);
        const message = result.success ? undefined : result.error.issues[0]?.message;
        if (message !== undefined && libraryWording.test(message))
          unclear.push(`${name} ${JSON.stringify(input)}: ${message}`);
      }
    }
    expect([...new Set(unclear)]).toEqual([]);
  });
});
