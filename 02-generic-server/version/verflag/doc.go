// Package verflag adds the --version flag to a command.
//
// Stage 02 adds it for the cobra command in 02-generic-server/app.
//
// Upstream counterpart: k8s.io/component-base/version/verflag. Left out:
// --version=vX.Y.Z (which overrides the reported version) and the process
// exit: upstream's PrintAndExitIfRequested calls os.Exit(0); our
// PrintIfRequested returns true and the command returns, so a test can run
// the command in-process and read its output.
package verflag
