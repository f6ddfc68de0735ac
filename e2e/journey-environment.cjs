const { TestEnvironment } = require('jest-environment-node');

/**
 * Node's environment, telling the journey's hooks whether the test that just ran failed
 * (`globalThis.journeyFailed`), so a failure can print what the pages showed (`portal-session.ts`).
 */
class JourneyEnvironment extends TestEnvironment {
  handleTestEvent(event) {
    if (event.name === 'test_start') this.global.journeyFailed = false;
    if (event.name === 'test_fn_failure' || event.name === 'hook_failure') {
      this.global.journeyFailed = true;
    }
  }
}

module.exports = JourneyEnvironment;
