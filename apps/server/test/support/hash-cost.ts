/**
 * argon2 at its cheapest for the tests' apps and servers (decision 039): they check what is hashed and
 * verified, not what it costs, and at the production default every account a test makes cost 35 ms
 * of CPU. Production refuses this cost, so a test that runs as production keeps the default.
 */
export function testHashCost(env: Record<string, string | undefined>): Record<string, string> {
  if (env.NODE_ENV === 'production') return {}
  return { PASSWORD_HASH_MEMORY_KIB: '64', PASSWORD_HASH_PASSES: '1' }
}
