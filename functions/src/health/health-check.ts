import { healthCheckCallable } from '../../../src/domain/callables';
import { defineCallable } from '../lib/define-callable';

/** Public, so that the client can tell "the server is unreachable" apart from "you are signed out". */
export const healthCheck = defineCallable({
  public: true,
  input: healthCheckCallable.input,
  output: healthCheckCallable.output,
  handler: () => ({ success: true as const }),
});
