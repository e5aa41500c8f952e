/** Retries an assertion until it holds or the time is up (what the user sees settles after a load). */
export async function eventually(check: () => Promise<void>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((wait) => setTimeout(wait, 200));
    }
  }
}
