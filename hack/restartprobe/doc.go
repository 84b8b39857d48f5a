// Command restartprobe times a restart of stage 07 holding many objects,
// for 07-authn-authz/BENCHMARKS.md ("Restart holding 100,000 objects"):
// what the side-by-side script's restart row measures, alone, as often as
// needed, with two binaries alternated. Four steps:
//
//	restartprobe etcd -dir D -url http://127.0.0.1:26380
//	    an etcd alone (embedded, one member, no compaction), until killed
//	(start stage 07 once on a fresh --etcd-prefix /probe, create the
//	 namespace big and one ConfigMap cm-000000 in it, stop it)
//	restartprobe fill -etcd URL -from /probe/configmaps/big/cm-000000 -n 100000
//	    copies that stored ConfigMap under n names (cm-000000 ...), each
//	    with its own name and uid, straight into etcd, 128 keys a
//	    transaction (etcd's limit), in a few seconds; -to DIR puts them
//	    elsewhere, e.g. under upstream kube-apiserver's --etcd-prefix
//	restartprobe run -port P [-token T] [-etcd-pid PID] [-keep] [-log F] -- BINARY ARGS...
//	    execs BINARY (stage 07 with --etcd-prefix /probe and the script's
//	    ours-ext flags), polls https://127.0.0.1:P/readyz?verbose every
//	    5 ms and prints, in ms since exec, when the port first answered,
//	    when each check first passed after that, when /readyz answered
//	    200 ("ready MS"), and the server's peak and current RSS and the
//	    CPU time it had used then ("cpu to ready MS": user and system); with
//	    -etcd-pid, the CPU ms the server and etcd used in each 100 ms
//
// A probe, not a test: nothing it prints is checked, and nothing runs it.
// Not in upstream.
package main
