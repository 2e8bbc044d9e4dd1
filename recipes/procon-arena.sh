#!/bin/sh
# Procon 25 as it was played: a practice arena, and three clients playing it as one player, each
# with its own seed (so its own solver settings). On several machines, run the `play` line on each
# with --server pointing at the arena (serve it with --host 0.0.0.0), one seed a machine.
# Usage: recipes/procon-arena.sh PROBLEM_DIR PLAYERS_FILE PLAYER [TIME_LIMIT_S] [PORT]
# PORT 0 (the default) picks a free port. Prints each client's summary, then the standings.
set -eu
problems=$1 players=$2 player=$3 limit=${4:-10} port=${5:-0}
log=$(mktemp)
server='' clients=''
# Whatever the end, the arena and the clients are stopped and the logs removed; dash runs the EXIT
# trap on a signal only when a trap for that signal exits.
trap 'kill $server $clients 2>/dev/null || :; rm -f "$log" "$log.1" "$log.2" "$log.3"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
slidepuzzle procon serve --problems "$problems" --players "$players" --port "$port" >"$log" &
server=$!
# The arena prints one line naming its address once it listens.
url=''
while [ -z "$url" ]; do
  kill -0 "$server" 2>/dev/null || { echo "procon-arena.sh: the arena did not start" >&2; exit 2; }
  url=$(sed -n 's|.*\(http://[^ ]*/\).*|\1|p' "$log")
  [ -n "$url" ] || sleep 0.1
done
echo "arena: $url"
status=0
for seed in 1 2 3; do
  slidepuzzle procon play --server "$url" --player "$player" --seed "$seed" --time-limit "$limit" >"$log.$seed" &
  clients="$clients $!"
done
for client in $clients; do wait "$client" || status=$?; done
clients=''
for seed in 1 2 3; do sed "s/^/client $seed: /" "$log.$seed"; rm -f "$log.$seed"; done
node -e 'fetch(process.argv[1] + "standings.json").then((r) => r.text()).then((t) => process.stdout.write(t))' "$url"
exit "$status"
