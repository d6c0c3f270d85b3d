/** A refusal the caller can act on (exit code 1); the message says what and why. */
export class DeployError extends Error {
  override name = 'DeployError';
}
