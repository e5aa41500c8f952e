#!/usr/bin/env bash
# The production dependencies' known vulnerabilities: a high or critical finding fails (CI runs this
# after npm ci). When the audit endpoint itself can not answer (a registry mirror that refuses it
# with 405, no network), say so loudly and go on: that is no finding, and CI must not depend on it.
set -uo pipefail
cd "$(dirname "$0")/.."

report=$(mktemp)
trap 'rm -f "$report"' EXIT
npm audit --omit=dev --audit-level=high --json >"$report" 2>/dev/null
status=$?

# npm audit --json prints the findings (with metadata.vulnerabilities) when the endpoint answered,
# and the failed request (statusCode, error) when it did not.
verdict=$(node -e '
  let answer;
  try { answer = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")); } catch { answer = null; }
  const counts = answer && answer.metadata && answer.metadata.vulnerabilities;
  if (!counts) { console.log("unreachable " + ((answer && (answer.message || (answer.error && (answer.error.summary || answer.error.code)))) || "no answer")); process.exit(0); }
  const serious = (counts.high || 0) + (counts.critical || 0);
  console.log((serious > 0 ? "fail " : "pass ") + `${counts.critical || 0} critical, ${counts.high || 0} high, ${counts.moderate || 0} moderate, ${counts.low || 0} low`);
' "$report")

case "$verdict" in
  unreachable*)
    echo "########################################################################" >&2
    echo "WARNING: npm audit could not be run: the audit endpoint did not answer" >&2
    echo "  (${verdict#unreachable }, npm exit $status)." >&2
    echo "  The production dependencies were NOT checked for known vulnerabilities." >&2
    echo "  Run \`npm audit --omit=dev\` where the registry answers audits." >&2
    echo "########################################################################" >&2
    exit 0
    ;;
  fail*)
    echo "npm audit: ${verdict#fail } in the production dependencies:" >&2
    npm audit --omit=dev --audit-level=high >&2 || true
    exit 1
    ;;
  *)
    echo "npm audit: no high or critical finding in the production dependencies (${verdict#pass })"
    ;;
esac
