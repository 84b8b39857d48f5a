package version

// Info is the document served at /version. Field names and JSON tags are the
// wire format kubectl and client-go decode.
// Upstream: k8s.io/apimachinery/pkg/version.Info.
type Info struct {
	Major                 string `json:"major"`
	Minor                 string `json:"minor"`
	EmulationMajor        string `json:"emulationMajor,omitempty"`
	EmulationMinor        string `json:"emulationMinor,omitempty"`
	MinCompatibilityMajor string `json:"minCompatibilityMajor,omitempty"`
	MinCompatibilityMinor string `json:"minCompatibilityMinor,omitempty"`
	GitVersion            string `json:"gitVersion"`
	GitCommit             string `json:"gitCommit"`
	GitTreeState          string `json:"gitTreeState"`
	BuildDate             string `json:"buildDate"`
	GoVersion             string `json:"goVersion"`
	Compiler              string `json:"compiler"`
	Platform              string `json:"platform"`
}

// String returns the git version, as upstream does: "v1.37.0+rebuilt".
// Upstream: k8s.io/apimachinery/pkg/version.Info.String.
func (info Info) String() string { return info.GitVersion }
