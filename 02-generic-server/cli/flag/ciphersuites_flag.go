package flag

import (
	"crypto/tls"
	"fmt"
	"slices"
	"strings"
)

// versions are the names --tls-min-version accepts.
var versions = map[string]uint16{
	"VersionTLS10": tls.VersionTLS10,
	"VersionTLS11": tls.VersionTLS11,
	"VersionTLS12": tls.VersionTLS12,
	"VersionTLS13": tls.VersionTLS13,
}

// TLSPossibleVersions are the names TLSVersion accepts, sorted.
// Upstream: k8s.io/component-base/cli/flag.TLSPossibleVersions.
func TLSPossibleVersions() []string {
	names := make([]string, 0, len(versions))
	for name := range versions {
		names = append(names, name)
	}
	slices.Sort(names)
	return names
}

// TLSVersion turns a version name into its crypto/tls constant; "" is 0
// (the default).
// Upstream: k8s.io/component-base/cli/flag.TLSVersion.
func TLSVersion(name string) (uint16, error) {
	if name == "" {
		return 0, nil
	}
	if v, ok := versions[name]; ok {
		return v, nil
	}
	return 0, fmt.Errorf("unknown tls version %q", name)
}

// TLSCipherPossibleValues are the names of every cipher suite Go knows,
// the insecure ones included, as --tls-cipher-suites accepts them.
// Upstream: k8s.io/component-base/cli/flag.TLSCipherPossibleValues.
func TLSCipherPossibleValues() []string {
	var names []string
	for _, s := range slices.Concat(tls.CipherSuites(), tls.InsecureCipherSuites()) {
		names = append(names, s.Name)
	}
	slices.Sort(names)
	return names
}

// TLSCipherSuites turns cipher suite names into their IDs.
// Upstream: k8s.io/component-base/cli/flag.TLSCipherSuites.
func TLSCipherSuites(names []string) ([]uint16, error) {
	byName := map[string]uint16{}
	for _, s := range slices.Concat(tls.CipherSuites(), tls.InsecureCipherSuites()) {
		byName[s.Name] = s.ID
	}
	var ids []uint16
	for _, name := range names {
		id, ok := byName[strings.TrimSpace(name)]
		if !ok {
			return nil, fmt.Errorf("cipher suite %s not supported or doesn't exist", name)
		}
		ids = append(ids, id)
	}
	return ids, nil
}
