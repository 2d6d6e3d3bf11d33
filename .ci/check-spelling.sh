#!/usr/bin/env bash
# Developer tool (not shipped): spell-check the word decks in assets/words/
# with Debian's hunspell dictionaries (the first column of each line: the word).
#
#   apt-get install -y hunspell hunspell-de-de hunspell-nl hunspell-en-gb
#   .ci/check-spelling.sh            # check every deck
#   .ci/check-spelling.sh nl.txt     # check only the named deck(s)
#
# Lists, per deck, every word hunspell does not know. Words that are correct
# but missing from the dictionaries (mostly compounds and loan words) go into
# .ci/spelling-allow.txt, one word per line ('#' starts a comment).
# Exit status: 0 = no unknown words outside the allow-list, 1 = unknown words
# found, 2 = setup problem (hunspell or a dictionary missing).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
words_dir="$root/assets/words"
allow_file="$root/.ci/spelling-allow.txt"

if ! command -v hunspell >/dev/null 2>&1; then
	echo "hunspell not found; install: apt-get install -y hunspell hunspell-de-de hunspell-nl hunspell-en-gb" >&2
	exit 2
fi

# Deck language = file name up to the first '-' or '.' (de-undercover.txt -> de).
dict_for() {
	case "$1" in
	de) echo de_DE ;;
	nl) echo nl ;;
	en) echo en_GB ;;
	*) return 1 ;;
	esac
}

allow="$(mktemp)"
trap 'rm -f "$allow"' EXIT
if [[ -f "$allow_file" ]]; then
	sed -e 's/#.*//' -e 's/[[:space:]]*$//' -e 's/^[[:space:]]*//' "$allow_file" | grep -v '^$' | sort -u >"$allow" || true
fi

if [[ $# -gt 0 ]]; then
	decks=()
	for d in "$@"; do decks+=("$words_dir/$(basename "$d")"); done
else
	decks=("$words_dir"/*.txt)
fi

# hunspell -D lists the available dictionaries (on stderr, then waits on stdin).
available="$(hunspell -D </dev/null 2>&1 || true)"

status=0
total_unknown=0
total_allowed=0
for deck in "${decks[@]}"; do
	name="$(basename "$deck")"
	if [[ ! -f "$deck" ]]; then
		echo "$name: no such deck" >&2
		status=2
		continue
	fi
	lang="${name%%[-.]*}"
	if ! dict="$(dict_for "$lang")"; then
		echo "$name: no dictionary for language '$lang'" >&2
		status=2
		continue
	fi
	if ! grep -q "/$dict\$" <<<"$available"; then
		echo "$name: hunspell dictionary $dict not installed" >&2
		status=2
		continue
	fi
	unknown="$(cut -f1 "$deck" | hunspell -i UTF-8 -d "$dict" -l | sort -u)"
	if [[ -z "$unknown" ]]; then
		echo "$name ($dict): all words known"
		continue
	fi
	bad="$(comm -23 <(printf '%s\n' "$unknown") "$allow")"
	n_unknown=$(printf '%s\n' "$unknown" | wc -l)
	n_bad=0
	[[ -n "$bad" ]] && n_bad=$(printf '%s\n' "$bad" | wc -l)
	total_unknown=$((total_unknown + n_unknown))
	total_allowed=$((total_allowed + n_unknown - n_bad))
	echo "$name ($dict): $n_unknown unknown to hunspell, $((n_unknown - n_bad)) allow-listed, $n_bad not allow-listed"
	if [[ -n "$bad" ]]; then
		printf '%s\n' "$bad" | sed 's/^/  /'
		[[ $status -eq 0 ]] && status=1
	fi
done

echo "total: $total_unknown unknown, $total_allowed allow-listed"
exit "$status"
