package log

import (
	"io"
	"os"
)

// isStdStream reports whether w is standard output or error, which
// Shutdown must not close.
func isStdStream(w io.Writer) bool {
	return w == io.Writer(os.Stdout) || w == io.Writer(os.Stderr)
}
