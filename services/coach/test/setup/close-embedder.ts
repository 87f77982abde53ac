import { closeLocalEmbedder } from '../../src/embedding/local-embedder';

// Each test file has its own modules, so its own shared embedder: its threads end with the file,
// not with the Jest process that runs many files one after another.
afterAll(() => closeLocalEmbedder());
