// The deployed functions, by their exact names (src/domain/callables.ts). Exports only.
export { healthCheck } from './health/health-check';
