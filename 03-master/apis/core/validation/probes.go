package validation

import (
	"regexp"

	genericvalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// supportedHTTPSchemes are the schemes an httpGet probe may use, sorted
// as upstream's sets.List sorts them.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.supportedHTTPSchemes.
var supportedHTTPSchemes = []core.URIScheme{core.URISchemeHTTP, core.URISchemeHTTPS}

// httpHeaderNameFmt is what Go's HTTP library takes for a header name.
// Upstream: k8s.io/apimachinery/pkg/util/validation.IsHTTPHeaderName.
const httpHeaderNameFmt = "[-A-Za-z0-9]+"

var httpHeaderNameRegexp = regexp.MustCompile("^" + httpHeaderNameFmt + "$")

// validateContainerProbes checks a regular container's three probes:
// liveness and startup succeed once (successThreshold 1), readiness has
// no grace period of its own.
// Upstream: validateLivenessProbe, validateReadinessProbe and
// validateStartupProbe, as validateContainers calls them.
func validateContainerProbes(ctr *core.Container, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for _, probe := range []struct {
		name          string
		probe         *core.Probe
		succeedsOnce  bool
		noGracePeriod bool
	}{
		{"livenessProbe", ctr.LivenessProbe, true, false},
		{"readinessProbe", ctr.ReadinessProbe, false, true},
		{"startupProbe", ctr.StartupProbe, true, false},
	} {
		if probe.probe == nil {
			continue
		}
		probePath := fldPath.Child(probe.name)
		allErrs = append(allErrs, validateProbe(probe.probe, probePath)...)
		if probe.succeedsOnce && probe.probe.SuccessThreshold != 1 {
			allErrs = append(allErrs, field.Invalid(probePath.Child("successThreshold"), probe.probe.SuccessThreshold, "must be 1"))
		}
		if probe.noGracePeriod && probe.probe.TerminationGracePeriodSeconds != nil {
			allErrs = append(allErrs, field.Invalid(probePath.Child("terminationGracePeriodSeconds"), probe.probe.TerminationGracePeriodSeconds, "must not be set for readinessProbes"))
		}
	}
	return allErrs
}

// forbidInitContainerProbes refuses probes on an init container (ours
// carry no restartPolicy, so none is a restartable sidecar).
// Upstream: the default branch of validateInitContainers.
func forbidInitContainerProbes(ctr *core.Container, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for i, probe := range []*core.Probe{ctr.LivenessProbe, ctr.ReadinessProbe, ctr.StartupProbe} {
		if probe != nil {
			name := []string{"livenessProbe", "readinessProbe", "startupProbe"}[i]
			allErrs = append(allErrs, field.Forbidden(fldPath.Child(name), "may not be set for init containers without restartPolicy=Always"))
		}
	}
	return allErrs
}

// validateProbe checks the handler and that no timing is negative.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateProbe.
func validateProbe(probe *core.Probe, fldPath *field.Path) field.ErrorList {
	allErrs := validateHandler(&probe.ProbeHandler, fldPath)
	for _, n := range []struct {
		name  string
		value int32
	}{
		{"initialDelaySeconds", probe.InitialDelaySeconds}, {"timeoutSeconds", probe.TimeoutSeconds},
		{"periodSeconds", probe.PeriodSeconds}, {"successThreshold", probe.SuccessThreshold},
		{"failureThreshold", probe.FailureThreshold},
	} {
		if n.value < 0 {
			allErrs = append(allErrs, field.Invalid(fldPath.Child(n.name), int64(n.value), genericvalidation.IsNegativeErrorMsg))
		}
	}
	if g := probe.TerminationGracePeriodSeconds; g != nil {
		allErrs = append(allErrs, validatePositive(*g, fldPath.Child("terminationGracePeriodSeconds"))...)
	}
	return allErrs
}

// validateHandler requires exactly one handler (the first set wins; the
// others are forbidden) and checks it.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateHandler.
func validateHandler(handler *core.ProbeHandler, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	handlers := 0
	check := func(set bool, name string, validate func(*field.Path) field.ErrorList) {
		switch {
		case !set:
		case handlers > 0:
			allErrs = append(allErrs, field.Forbidden(fldPath.Child(name), "may not specify more than 1 handler type"))
		default:
			handlers++
			allErrs = append(allErrs, validate(fldPath.Child(name))...)
		}
	}
	check(handler.Exec != nil, "exec", func(p *field.Path) field.ErrorList {
		if len(handler.Exec.Command) == 0 {
			return field.ErrorList{field.Required(p.Child("command"), "")}
		}
		return nil
	})
	check(handler.HTTPGet != nil, "httpGet", func(p *field.Path) field.ErrorList { return validateHTTPGetAction(handler.HTTPGet, p) })
	check(handler.TCPSocket != nil, "tcpSocket", func(p *field.Path) field.ErrorList {
		return validatePortNumOrName(handler.TCPSocket.Port, p.Child("port"))
	})
	if handlers == 0 {
		allErrs = append(allErrs, field.Required(fldPath, "must specify a handler type"))
	}
	return allErrs
}

// validateHTTPGetAction requires a path, a port, a supported scheme and
// valid header names.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateHTTPGetAction.
func validateHTTPGetAction(http *core.HTTPGetAction, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if len(http.Path) == 0 {
		allErrs = append(allErrs, field.Required(fldPath.Child("path"), ""))
	}
	allErrs = append(allErrs, validatePortNumOrName(http.Port, fldPath.Child("port"))...)
	if http.Scheme != core.URISchemeHTTP && http.Scheme != core.URISchemeHTTPS {
		allErrs = append(allErrs, field.NotSupported(fldPath.Child("scheme"), http.Scheme, supportedHTTPSchemes))
	}
	for _, header := range http.HTTPHeaders {
		if !httpHeaderNameRegexp.MatchString(header.Name) {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("httpHeaders"), header.Name,
				validation.RegexError("a valid HTTP header must consist of alphanumeric characters or '-'", httpHeaderNameFmt, "X-Header-Name")))
		}
	}
	return allErrs
}
