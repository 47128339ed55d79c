import { z } from 'zod';

// Zod probes `new Function('')` the first time it parses an object, to decide whether to compile its
// parsers; under our CSP (no 'unsafe-eval') that probe is a reported violation. The browser parses
// without it. Imported first by the API client, through which every response is parsed.
z.config({ jitless: true });
