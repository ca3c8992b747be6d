/**
 * The initial-JavaScript budget (a step of `npm test`, after the build): prints what /auth downloads first,
 * gzipped, and fails when it exceeds INITIAL_JS_BUDGET_KB. The /auth screen's own lazy chunks are printed
 * for information.
 */
import { INITIAL_JS_BUDGET_KB, initialJavaScript, kB, screenJavaScript } from './initial-js';

const initial = initialJavaScript();
for (const chunk of initial.chunks) console.log(`  ${chunk.file}: ${kB(chunk.bytes)} kB, gzip ${kB(chunk.gzipBytes)} kB`);
console.log(
  `Initial JavaScript of /auth: ${kB(initial.gzipBytes)} kB gzip (${kB(initial.bytes)} kB raw), budget ${INITIAL_JS_BUDGET_KB} kB gzip`,
);
const screen = screenJavaScript('auth.tsx');
console.log(`Then the /auth screen's lazy chunks: ${kB(screen.gzipBytes)} kB gzip in ${screen.chunks.length} files`);
if (initial.gzipBytes > INITIAL_JS_BUDGET_KB * 1000) {
  console.error(`Over budget by ${kB(initial.gzipBytes - INITIAL_JS_BUDGET_KB * 1000)} kB gzip: keep the shell small (lazy routes, no eager heavy components)`);
  process.exit(1);
}
