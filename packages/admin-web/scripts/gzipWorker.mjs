// A worker of the build's precompress step (vite.config.ts, `precompressPlugin`): writes the `.gz` copy of
// each file it is sent with Zopfli, which makes ordinary gzip (any browser and server read it) about 3.5%
// smaller than zlib's level 9, at a hundred times the time: hence a pool of these (WEB-51).
import { readFileSync, writeFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { gzipAsync } from '@gfx/zopfli';

parentPort.on('message', async ({ file, iterations }) => {
  try {
    const gzipped = await gzipAsync(readFileSync(file), { numiterations: iterations });
    writeFileSync(`${file}.gz`, gzipped);
    parentPort.postMessage({ file });
  } catch (error) {
    parentPort.postMessage({ file, error: String(error) });
  }
});
