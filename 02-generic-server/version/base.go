package version

// These values can be replaced at link time, the way Kubernetes' build
// scripts do, for example:
//
//	go build -ldflags "-X github.com/kube-rebuilt/apiserver/02-generic-server/version.gitCommit=$(git rev-parse HEAD)" ./02-generic-server
//
// The defaults are what an unstamped build reports. gitCommit and buildDate
// keep upstream's unstamped defaults, so a reader sees the same placeholder
// a real kube-apiserver shows when it was built without its scripts.
// Upstream: k8s.io/component-base/version/base.go.
var (
	gitMajor     = "1"
	gitMinor     = "37"
	gitVersion   = "v1.37.0+rebuilt"
	gitCommit    = "$Format:%H$"
	gitTreeState = ""
	buildDate    = "1970-01-01T00:00:00Z"
)

// The emulation version is the Kubernetes behaviour the server emulates; the
// minimum compatibility version is the oldest one it promises to work with
// (one minor back). Upstream derives both from --emulated-version; we only
// ever emulate ourselves.
const (
	emulationMajor        = "1"
	emulationMinor        = "37"
	minCompatibilityMajor = "1"
	minCompatibilityMinor = "36"
)
