package registrytest

import (
	"slices"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// EnabledVersions is an APIResourceConfigSource with exactly these
// versions on, for a provider's test: registry/<group>/rest cannot import
// the controlplane that lists it.
type EnabledVersions []schema.GroupVersion

// VersionEnabled reports whether version is listed.
func (v EnabledVersions) VersionEnabled(version schema.GroupVersion) bool {
	return slices.Contains(v, version)
}

// AnyVersionForGroupEnabled reports whether a version of group is listed.
func (v EnabledVersions) AnyVersionForGroupEnabled(group string) bool {
	return slices.ContainsFunc(v, func(gv schema.GroupVersion) bool { return gv.Group == group })
}
