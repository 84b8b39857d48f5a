// Package gengo loads Go packages with their types and their +k8s: comment
// tags (of the package, of each type, of each struct field), and writes
// formatted Go files: what every generator of 01-scheme/code-generator
// shares.
//
// Stage 01 adds it. Upstream: k8s.io/gengo/v2 (parser, types, generator),
// which builds its own type universe on top of golang.org/x/tools/go/packages.
// We use go/types directly, as go/packages hands it to us, and leave out
// gengo's Universe, its snippet templates and its import tracker's many
// naming rules (ours: the last path element, prefixed by its parent when it
// is a version).
package gengo
