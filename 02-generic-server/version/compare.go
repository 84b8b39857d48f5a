package version

import (
	"regexp"
	"strconv"
	"strings"
)

// kubeVersionRegex matches Kubernetes version names: v1, v2beta1, v1alpha3.
var kubeVersionRegex = regexp.MustCompile(`^v(\d+)(?:(alpha|beta)(\d+))?$`)

// Kinds of version, higher is preferred.
const (
	versionTypeAlpha = iota
	versionTypeBeta
	versionTypeGA
)

// parseKubeVersion splits v2beta1 into 2, beta, 1.
func parseKubeVersion(v string) (major, vType, minor int, ok bool) {
	m := kubeVersionRegex.FindStringSubmatch(v)
	if m == nil {
		return 0, 0, 0, false
	}
	major, _ = strconv.Atoi(m[1])
	vType = versionTypeGA
	switch m[2] {
	case "alpha":
		vType = versionTypeAlpha
	case "beta":
		vType = versionTypeBeta
	}
	if vType != versionTypeGA {
		minor, _ = strconv.Atoi(m[3])
	}
	return major, vType, minor, true
}

// CompareKubeAwareVersionStrings is positive when v1 is preferred over v2:
// GA over beta over alpha, then the higher major, then the higher minor
// (v2, v1, v1beta2, v1beta1, v1alpha1); Kubernetes-like names before
// others, which sort alphabetically.
// Upstream: k8s.io/apimachinery/pkg/version.CompareKubeAwareVersionStrings.
func CompareKubeAwareVersionStrings(v1, v2 string) int {
	if v1 == v2 {
		return 0
	}
	major1, type1, minor1, ok1 := parseKubeVersion(v1)
	major2, type2, minor2, ok2 := parseKubeVersion(v2)
	switch {
	case !ok1 && !ok2:
		return strings.Compare(v2, v1)
	case !ok1:
		return -1
	case !ok2:
		return 1
	case type1 != type2:
		return type1 - type2
	case major1 != major2:
		return major1 - major2
	}
	return minor1 - minor2
}
