// One titled step of `npm start` / `npm test`: runs it, and on failure says which step failed and exits.
export function step(title, run) {
  console.log(`\n▶ ${title}`);
  const status = run();
  if (status !== 0) {
    console.error(`\n✖ ${title} failed (exit ${status})`);
    process.exit(status || 1);
  }
}
