package version

import (
	"fmt"
	"runtime"
)

// Get returns the version of this binary.
// Upstream: k8s.io/component-base/version.Get.
func Get() Info {
	return Info{
		Major:                 gitMajor,
		Minor:                 gitMinor,
		EmulationMajor:        emulationMajor,
		EmulationMinor:        emulationMinor,
		MinCompatibilityMajor: minCompatibilityMajor,
		MinCompatibilityMinor: minCompatibilityMinor,
		GitVersion:            gitVersion,
		GitCommit:             gitCommit,
		GitTreeState:          gitTreeState,
		BuildDate:             buildDate,
		GoVersion:             runtime.Version(),
		Compiler:              runtime.Compiler,
		Platform:              fmt.Sprintf("%s/%s", runtime.GOOS, runtime.GOARCH),
	}
}
