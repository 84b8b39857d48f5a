package validation

import (
	"fmt"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// fileModeErrorMsg is the message of a file mode out of 0-0777.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.fileModeErrorMsg.
const fileModeErrorMsg = "must be a number between 0 and 0777 (octal), both inclusive"

// The token lifetimes a serviceAccountToken projection may ask for.
// Upstream: the literals of validateProjectionSources.
const (
	minTokenExpirationSeconds = 10 * 60
	maxTokenExpirationSeconds = 1 << 32
)

// validVolumeDownwardAPIFieldPaths are the pod fields a downward API
// file may hold (labels and annotations also one key at a time).
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validVolumeDownwardAPIFieldPathExpressions.
var validVolumeDownwardAPIFieldPaths = []string{"metadata.annotations", "metadata.labels", "metadata.name", "metadata.namespace", "metadata.uid"}

// validContainerResourceFieldPaths are the requests and limits a
// resourceFieldRef may name (huge pages go by prefix).
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validContainerResourceFieldPathExpressions.
var validContainerResourceFieldPaths = []string{
	"limits.cpu", "limits.ephemeral-storage", "limits.memory",
	"requests.cpu", "requests.ephemeral-storage", "requests.memory",
}

// The divisors a resourceFieldRef may use: cpu in cores or millicores,
// the byte resources in any power of 1000 or 1024.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validContainerResourceDivisorForCPU and siblings.
var (
	validCPUDivisors  = []string{"1m", "1"}
	validByteDivisors = []string{"1", "1k", "1M", "1G", "1T", "1P", "1E", "1Ki", "1Mi", "1Gi", "1Ti", "1Pi", "1Ei"}
)

// supportedHostPathTypes are the types a hostPath volume may name,
// sorted as upstream's sets.List sorts them ("" first).
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.supportedHostPathTypes.
var supportedHostPathTypes = []core.HostPathType{core.HostPathUnset, core.HostPathBlockDev, core.HostPathCharDev,
	core.HostPathDirectory, core.HostPathDirectoryOrCreate, core.HostPathFile, core.HostPathFileOrCreate, core.HostPathSocket}

// validateVolumeSource requires exactly one source: the first set, in
// upstream's order, is checked; each later one is forbidden on its own
// path; none at all is required on the volume's.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateVolumeSource.
func validateVolumeSource(source *core.VolumeSource, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	sources := 0
	check := func(set bool, name string, validate func(*field.Path) field.ErrorList) {
		switch {
		case !set:
		case sources > 0:
			allErrs = append(allErrs, field.Forbidden(fldPath.Child(name), "may not specify more than 1 volume type"))
		default:
			sources++
			allErrs = append(allErrs, validate(fldPath.Child(name))...)
		}
	}
	check(source.EmptyDir != nil, "emptyDir", func(p *field.Path) field.ErrorList {
		if limit := source.EmptyDir.SizeLimit; limit != nil && limit.Sign() < 0 {
			return field.ErrorList{field.Forbidden(p.Child("sizeLimit"), "SizeLimit field must be a valid resource quantity")}
		}
		return nil
	})
	check(source.HostPath != nil, "hostPath", func(p *field.Path) field.ErrorList { return validateHostPathVolumeSource(source.HostPath, p) })
	check(source.Secret != nil, "secret", func(p *field.Path) field.ErrorList { return validateSecretVolumeSource(source.Secret, p) })
	check(source.DownwardAPI != nil, "downwardAPI", func(p *field.Path) field.ErrorList {
		return validateDownwardAPIVolumeSource(source.DownwardAPI, p)
	})
	check(source.ConfigMap != nil, "configMap", func(p *field.Path) field.ErrorList {
		var errs field.ErrorList
		if len(source.ConfigMap.Name) == 0 {
			errs = append(errs, field.Required(p.Child("name"), ""))
		}
		errs = append(errs, validateFileMode(source.ConfigMap.DefaultMode, p.Child("defaultMode"))...)
		return append(errs, validateKeyToPaths(source.ConfigMap.Items, p.Child("items"))...)
	})
	check(source.Projected != nil, "projected", func(p *field.Path) field.ErrorList { return validateProjectedVolumeSource(source.Projected, p) })
	if sources == 0 {
		allErrs = append(allErrs, field.Required(fldPath, "must specify a volume type"))
	}
	return allErrs
}

// validateHostPathVolumeSource requires a path with no ".." element and
// a known type.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateHostPathVolumeSource.
func validateHostPathVolumeSource(hostPath *core.HostPathVolumeSource, fldPath *field.Path) field.ErrorList {
	if len(hostPath.Path) == 0 {
		return field.ErrorList{field.Required(fldPath.Child("path"), "")}
	}
	allErrs := validatePathNoBacksteps(hostPath.Path, fldPath.Child("path"))
	if t := hostPath.Type; t != nil && !slices.Contains(supportedHostPathTypes, *t) {
		allErrs = append(allErrs, field.NotSupported(fldPath.Child("type"), t, supportedHostPathTypes))
	}
	return allErrs
}

// validateSecretVolumeSource requires the secret's name, a valid default
// mode and valid items.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateSecretVolumeSource.
func validateSecretVolumeSource(secret *core.SecretVolumeSource, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if len(secret.SecretName) == 0 {
		allErrs = append(allErrs, field.Required(fldPath.Child("secretName"), ""))
	}
	allErrs = append(allErrs, validateFileMode(secret.DefaultMode, fldPath.Child("defaultMode"))...)
	return append(allErrs, validateKeyToPaths(secret.Items, fldPath.Child("items"))...)
}

// validateFileMode requires a mode, when set, in 0-0777.
func validateFileMode(mode *int32, fldPath *field.Path) field.ErrorList {
	if mode != nil && (*mode < 0 || *mode > 0777) {
		return field.ErrorList{field.Invalid(fldPath, *mode, fileModeErrorMsg)}
	}
	return nil
}

// validateKeyToPaths checks each item of a secret or config map source.
func validateKeyToPaths(items []core.KeyToPath, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for i := range items {
		allErrs = append(allErrs, validateKeyToPath(&items[i], fldPath.Index(i))...)
	}
	return allErrs
}

// validateKeyToPath requires a key, a local path and a valid mode.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateKeyToPath.
func validateKeyToPath(kp *core.KeyToPath, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if len(kp.Key) == 0 {
		allErrs = append(allErrs, field.Required(fldPath.Child("key"), ""))
	}
	if len(kp.Path) == 0 {
		allErrs = append(allErrs, field.Required(fldPath.Child("path"), ""))
	}
	allErrs = append(allErrs, ValidateLocalNonReservedPath(kp.Path, fldPath.Child("path"))...)
	return append(allErrs, validateFileMode(kp.Mode, fldPath.Child("mode"))...)
}

// ValidateLocalNonReservedPath requires a relative path with no ".."
// element that does not start with "..": files stay inside the volume,
// and the kubelet's own "..data" names stay free.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateLocalNonReservedPath.
func ValidateLocalNonReservedPath(targetPath string, fldPath *field.Path) field.ErrorList {
	allErrs := validateLocalDescendingPath(targetPath, fldPath)
	if strings.HasPrefix(targetPath, "..") && !strings.HasPrefix(targetPath, "../") {
		allErrs = append(allErrs, field.Invalid(fldPath, targetPath, "must not start with '..'"))
	}
	return allErrs
}

// validateLocalDescendingPath requires a relative path with no ".."
// element: it stays inside the volume.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateLocalDescendingPath.
func validateLocalDescendingPath(targetPath string, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if path.IsAbs(targetPath) {
		allErrs = append(allErrs, field.Invalid(fldPath, targetPath, "must be a relative path"))
	}
	return append(allErrs, validatePathNoBacksteps(targetPath, fldPath)...)
}

// validatePathNoBacksteps refuses a ".." element.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validatePathNoBacksteps.
func validatePathNoBacksteps(targetPath string, fldPath *field.Path) field.ErrorList {
	if slices.Contains(strings.Split(filepath.ToSlash(targetPath), "/"), "..") {
		return field.ErrorList{field.Invalid(fldPath, targetPath, "must not contain '..'")}
	}
	return nil
}

// validateDownwardAPIVolumeSource checks the default mode and each file.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateDownwardAPIVolumeSource.
func validateDownwardAPIVolumeSource(source *core.DownwardAPIVolumeSource, fldPath *field.Path) field.ErrorList {
	allErrs := validateFileMode(source.DefaultMode, fldPath.Child("defaultMode"))
	for i := range source.Items {
		// Upstream reports item errors against the source's path, not the item's.
		allErrs = append(allErrs, validateDownwardAPIVolumeFile(&source.Items[i], fldPath)...)
	}
	return allErrs
}

// validateDownwardAPIVolumeFile requires a local path, exactly one of
// fieldRef and resourceFieldRef, and a valid mode.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateDownwardAPIVolumeFile.
func validateDownwardAPIVolumeFile(file *core.DownwardAPIVolumeFile, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if len(file.Path) == 0 {
		allErrs = append(allErrs, field.Required(fldPath.Child("path"), ""))
	}
	allErrs = append(allErrs, ValidateLocalNonReservedPath(file.Path, fldPath.Child("path"))...)
	switch {
	case file.FieldRef != nil:
		allErrs = append(allErrs, validateObjectFieldSelector(file.FieldRef, validVolumeDownwardAPIFieldPaths, fldPath.Child("fieldRef"))...)
		if file.ResourceFieldRef != nil {
			allErrs = append(allErrs, field.Invalid(fldPath, "resource", "fieldRef and resourceFieldRef can not be specified simultaneously"))
		}
	case file.ResourceFieldRef != nil:
		allErrs = append(allErrs, validateVolumeResourceFieldSelector(file.ResourceFieldRef, fldPath.Child("resourceFieldRef"))...)
	default:
		allErrs = append(allErrs, field.Required(fldPath, "one of fieldRef and resourceFieldRef is required"))
	}
	return append(allErrs, validateFileMode(file.Mode, fldPath.Child("mode"))...)
}

// validateObjectFieldSelector requires apiVersion v1 and a field path in
// valid, or a subscripted labels/annotations path with a valid key
// (metadata.labels['app']).
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateObjectFieldSelector,
// with k8s.io/kubernetes/pkg/apis/core/pods.ConvertDownwardAPIFieldLabel.
func validateObjectFieldSelector(fs *core.ObjectFieldSelector, valid []string, fldPath *field.Path) field.ErrorList {
	if len(fs.APIVersion) == 0 {
		return field.ErrorList{field.Required(fldPath.Child("apiVersion"), "")}
	}
	if len(fs.FieldPath) == 0 {
		return field.ErrorList{field.Required(fldPath.Child("fieldPath"), "")}
	}
	if fs.APIVersion != "v1" {
		return field.ErrorList{field.Invalid(fldPath.Child("fieldPath"), fs.FieldPath,
			fmt.Sprintf("error converting fieldPath: unsupported pod version: %s", fs.APIVersion))}
	}
	if fieldPath, subscript, ok := splitSubscriptedPath(fs.FieldPath); ok {
		switch fieldPath {
		case "metadata.annotations":
			return qualifiedNameErrors(strings.ToLower(subscript), fldPath)
		case "metadata.labels":
			return qualifiedNameErrors(subscript, fldPath)
		}
		return field.ErrorList{field.Invalid(fldPath, fieldPath, "does not support subscript")}
	}
	if !slices.Contains(valid, fs.FieldPath) {
		return field.ErrorList{field.NotSupported(fldPath.Child("fieldPath"), fs.FieldPath, valid)}
	}
	return nil
}

// splitSubscriptedPath splits "metadata.labels['app']" into
// "metadata.labels" and "app".
// Upstream: k8s.io/kubernetes/pkg/fieldpath.SplitMaybeSubscriptedPath.
func splitSubscriptedPath(fieldPath string) (string, string, bool) {
	if !strings.HasSuffix(fieldPath, "']") {
		return fieldPath, "", false
	}
	base, subscript, found := strings.Cut(strings.TrimSuffix(fieldPath, "']"), "['")
	if !found {
		return fieldPath, "", false
	}
	return base, subscript, true
}

// qualifiedNameErrors returns one Invalid per problem of a label key.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateQualifiedName.
func qualifiedNameErrors(value string, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for _, msg := range validation.IsQualifiedName(value) {
		allErrs = append(allErrs, field.Invalid(fldPath, value, msg))
	}
	return allErrs
}

// validateVolumeResourceFieldSelector requires a container name (a volume
// is shared by the pod's containers), a supported resource and a divisor
// fit for it.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateContainerResourceFieldSelector
// with volume true.
func validateVolumeResourceFieldSelector(fs *core.ResourceFieldSelector, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	switch {
	case len(fs.ContainerName) == 0:
		allErrs = append(allErrs, field.Required(fldPath.Child("containerName"), ""))
	case len(fs.Resource) == 0:
		allErrs = append(allErrs, field.Required(fldPath.Child("resource"), ""))
	case !slices.Contains(validContainerResourceFieldPaths, fs.Resource) && !isHugePagesField(fs.Resource):
		allErrs = append(allErrs, field.NotSupported(fldPath.Child("resource"), fs.Resource, validContainerResourceFieldPaths))
	}
	return append(allErrs, validateContainerResourceDivisor(fs.Resource, fs.Divisor, fldPath)...)
}

// isHugePagesField reports whether a resourceFieldRef names huge pages.
func isHugePagesField(name string) bool {
	return strings.HasPrefix(name, "requests.hugepages-") || strings.HasPrefix(name, "limits.hugepages-")
}

// validateContainerResourceDivisor requires a divisor, when set, from the
// resource's list.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateContainerResourceDivisor.
func validateContainerResourceDivisor(name string, divisor resource.Quantity, fldPath *field.Path) field.ErrorList {
	if divisor.IsZero() {
		return nil
	}
	var valid []string
	var what string
	switch {
	case name == "limits.cpu" || name == "requests.cpu":
		valid, what = validCPUDivisors, "only divisor's values 1m and 1 are supported with the cpu resource"
	case name == "limits.memory" || name == "requests.memory":
		valid, what = validByteDivisors, "only divisor's values 1, 1k, 1M, 1G, 1T, 1P, 1E, 1Ki, 1Mi, 1Gi, 1Ti, 1Pi, 1Ei are supported with the memory resource"
	case name == "limits.ephemeral-storage" || name == "requests.ephemeral-storage":
		valid, what = validByteDivisors, "only divisor's values 1, 1k, 1M, 1G, 1T, 1P, 1E, 1Ki, 1Mi, 1Gi, 1Ti, 1Pi, 1Ei are supported with the local ephemeral storage resource"
	case isHugePagesField(name):
		valid, what = validByteDivisors, "only divisor's values 1, 1k, 1M, 1G, 1T, 1P, 1E, 1Ki, 1Mi, 1Gi, 1Ti, 1Pi, 1Ei are supported with the hugepages resource"
	default:
		return nil
	}
	if !slices.Contains(valid, divisor.String()) {
		return field.ErrorList{field.Invalid(fldPath.Child("divisor"), name, what)}
	}
	return nil
}

// validateProjectedVolumeSource checks the default mode and the sources.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateProjectedVolumeSource.
func validateProjectedVolumeSource(projection *core.ProjectedVolumeSource, fldPath *field.Path) field.ErrorList {
	allErrs := validateFileMode(projection.DefaultMode, fldPath.Child("defaultMode"))
	return append(allErrs, validateProjectionSources(projection, fldPath)...)
}

// validateProjectionSources requires exactly one member per source, and
// checks each: a name and valid items for secrets and config maps, valid
// files for the downward API, and for a token an expiration between 10
// minutes and 2^32 seconds and a local path. Paths must be unique across
// all sources: they share one directory.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateProjectionSources.
func validateProjectionSources(projection *core.ProjectedVolumeSource, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	paths := map[string]bool{}
	// claim records a file path; a second source writing it is an error,
	// reported (as upstream does) against the volume with value.
	claim := func(p string, value string) {
		if len(p) == 0 {
			return
		}
		if paths[p] {
			allErrs = append(allErrs, field.Invalid(fldPath, value, "conflicting duplicate paths"))
		}
		paths[p] = true
	}
	for i := range projection.Sources {
		source, srcPath := &projection.Sources[i], fldPath.Child("sources").Index(i)
		numSources := 0
		if source.Secret != nil {
			numSources++
			allErrs = append(allErrs, validateKeyToPathSource(source.Secret.Name, source.Secret.Items, srcPath.Child("secret"))...)
			for _, kp := range source.Secret.Items {
				claim(kp.Path, source.Secret.Name)
			}
		}
		if source.ConfigMap != nil {
			numSources++
			allErrs = append(allErrs, validateKeyToPathSource(source.ConfigMap.Name, source.ConfigMap.Items, srcPath.Child("configMap"))...)
			for _, kp := range source.ConfigMap.Items {
				claim(kp.Path, source.ConfigMap.Name)
			}
		}
		if source.DownwardAPI != nil {
			numSources++
			for j := range source.DownwardAPI.Items {
				file := &source.DownwardAPI.Items[j]
				allErrs = append(allErrs, validateDownwardAPIVolumeFile(file, srcPath.Child("downwardAPI"))...)
				claim(file.Path, file.Path)
			}
		}
		if source.ServiceAccountToken != nil {
			numSources++
			allErrs = append(allErrs, validateServiceAccountTokenProjection(source.ServiceAccountToken, srcPath.Child("serviceAccountToken"), fldPath)...)
		}
		if numSources > 1 {
			allErrs = append(allErrs, field.Forbidden(srcPath, "may not specify more than 1 volume type per source"))
		}
	}
	return allErrs
}

// validateKeyToPathSource requires the secret's or config map's name and
// checks its items.
func validateKeyToPathSource(name string, items []core.KeyToPath, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if len(name) == 0 {
		allErrs = append(allErrs, field.Required(fldPath.Child("name"), ""))
	}
	return append(allErrs, validateKeyToPaths(items, fldPath.Child("items"))...)
}

// validateServiceAccountTokenProjection requires an expiration between 10
// minutes and 2^32 seconds (v1 defaults it to an hour) and a local path.
// Upstream reports a missing or bad path against the volume's path, not
// the source's, and we keep that.
// Upstream: the serviceAccountToken branch of validateProjectionSources.
func validateServiceAccountTokenProjection(token *core.ServiceAccountTokenProjection, fldPath, volumePath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	expPath := fldPath.Child("expirationSeconds")
	switch exp := token.ExpirationSeconds; {
	case exp == nil:
		allErrs = append(allErrs, field.Required(expPath, ""))
	case *exp < minTokenExpirationSeconds:
		allErrs = append(allErrs, field.Invalid(expPath, *exp, "may not specify a duration less than 10 minutes"))
	case *exp > maxTokenExpirationSeconds:
		allErrs = append(allErrs, field.Invalid(expPath, *exp, "may not specify a duration larger than 2^32 seconds"))
	}
	if token.Path == "" {
		allErrs = append(allErrs, field.Required(volumePath.Child("path"), ""))
	} else {
		allErrs = append(allErrs, ValidateLocalNonReservedPath(token.Path, volumePath.Child("path"))...)
	}
	return allErrs
}
