/**
 * Named crash points for fault-injection tests: when FAULT_POINTS (comma-separated) names a point,
 * reaching it kills the process with SIGKILL, exactly as a power cut would. Off unless configured.
 */
export type FaultPoint = 'outbox-before-publish' | 'consumer-after-effect';

export function crashPoint(point: FaultPoint, enabled: readonly string[]): void {
  if (enabled.includes(point)) process.kill(process.pid, 'SIGKILL');
}
