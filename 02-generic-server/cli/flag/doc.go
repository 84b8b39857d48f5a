// Package flag groups a command's flags into named sections ("Secure
// serving flags", "Generic flags" ...) and prints help in those sections,
// the way kube-apiserver --help does, and logs every flag at start-up.
//
// Stage 02 adds it for the command in 02-generic-server/app.
//
// Upstream counterpart: k8s.io/component-base/cli/flag (sectioned_flag.go,
// flags.go). Left out: terminal-width wrapping (we never wrap), flag name
// normalization (underscores to dashes) and the many flag value types
// (maps, named cert keys, TLS cipher lists).
package flag
