# Helpers shared by the chapters' kubectl sessions
# (NN-stage/app/testdata/kubectl-demo/run.sh): each prints a command as a
# reader types it, then its output. A script sources this file, then sets
# $kubectl (the binary) and $server (the stage's URL) before calling k.

# quote prints arguments as a shell would need them: quoted if they hold
# anything but plain characters.
quote() {
	local out=() a
	for a in "$@"; do
		if [[ $a =~ [^A-Za-z0-9_./=:,-] ]]; then out+=("'$a'"); else out+=("$a"); fi
	done
	echo "${out[*]}"
}

# k runs kubectl against the server, printing the command first. A
# failure does not end the session: a refusal's output is part of it.
k() {
	echo "\$ kubectl $(quote "$@")"
	"$kubectl" -s "$server" "$@" 2>&1 || true
}
