/** An OpenSSH ed25519 public key line, new each call. */
export function newPublicKey(comment: string): string;
