import { vi } from 'vitest';

// The server files share their worker's process (vitest.config.ts, `isolate: false`): Node and
// the libraries load once. Each file still gets fresh modules of its own code, so an area's
// testing module registers its beforeAll/afterAll again and holds that file's app.
vi.resetModules();
