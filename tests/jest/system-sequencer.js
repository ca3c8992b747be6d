// The log scan (secrets-in-logs.test.ts) reads what every other system test made the stack send and log,
// so it runs last; the others keep jest's order.
const Sequencer = require('@jest/test-sequencer').default;

class LogScanLast extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    const isLogScan = (test) => test.path.endsWith('secrets-in-logs.test.ts');
    return [...sorted.filter((test) => !isLogScan(test)), ...sorted.filter(isLogScan)];
  }
}

module.exports = LogScanLast;
