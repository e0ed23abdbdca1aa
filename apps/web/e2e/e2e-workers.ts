/**
 * Browser test files run one at a time unless E2E_WORKERS asks for more, each worker then on a
 * server of its own. On two cores a second worker doubled each file's time (Chromium drawing
 * through SwiftShader and the server fill both cores), so one is the default.
 */
export function e2eWorkers(): number {
  const asked = Number(process.env.E2E_WORKERS ?? '1');
  return Number.isInteger(asked) && asked > 0 ? asked : 1;
}
