package limitranger

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	core "github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	quota "github.com/kube-rebuilt/apiserver/07-authn-authz/quota/v1"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/resourcehelper"
)

// limitRangerAnnotation records on the pod what the plugin defaulted.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/limitranger.limitRangerAnnotation.
const limitRangerAnnotation = "kubernetes.io/limit-ranger"

// PodMutateLimitFunc gives the pod's containers the Container defaults
// they lack, and annotates the pod with what it set.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/limitranger.PodMutateLimitFunc.
func PodMutateLimitFunc(limitRange *core.LimitRange, pod *core.Pod) {
	defaults := defaultContainerResourceRequirements(limitRange)
	var notes []string
	for i := range pod.Spec.Containers {
		notes = mergeContainerResources(&pod.Spec.Containers[i], &defaults, "container", notes)
	}
	for i := range pod.Spec.InitContainers {
		notes = mergeContainerResources(&pod.Spec.InitContainers[i], &defaults, "init container", notes)
	}
	if len(notes) > 0 {
		if pod.Annotations == nil {
			pod.Annotations = map[string]string{}
		}
		pod.Annotations[limitRangerAnnotation] = "LimitRanger plugin set: " + strings.Join(notes, "; ")
	}
}

// defaultContainerResourceRequirements collects the Container items'
// Default (limits) and DefaultRequest (requests).
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/limitranger.defaultContainerResourceRequirements.
func defaultContainerResourceRequirements(limitRange *core.LimitRange) core.ResourceRequirements {
	defaults := core.ResourceRequirements{Requests: core.ResourceList{}, Limits: core.ResourceList{}}
	for _, item := range limitRange.Spec.Limits {
		if item.Type != core.LimitTypeContainer {
			continue
		}
		for name, q := range item.DefaultRequest {
			defaults.Requests[name] = q
		}
		for name, q := range item.Default {
			defaults.Limits[name] = q
		}
	}
	return defaults
}

// mergeContainerResources sets the defaults the container lacks and adds
// a note of them ("cpu, memory request for container app").
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/limitranger.mergeContainerResources.
func mergeContainerResources(c *core.Container, defaults *core.ResourceRequirements, kind string, notes []string) []string {
	if c.Resources.Limits == nil {
		c.Resources.Limits = core.ResourceList{}
	}
	if c.Resources.Requests == nil {
		c.Resources.Requests = core.ResourceList{}
	}
	setLimits := setMissing(c.Resources.Limits, defaults.Limits)
	setRequests := setMissing(c.Resources.Requests, defaults.Requests)
	if len(setRequests) > 0 {
		notes = append(notes, strings.Join(setRequests, ", ")+fmt.Sprintf(" request for %s %s", kind, c.Name))
	}
	if len(setLimits) > 0 {
		notes = append(notes, strings.Join(setLimits, ", ")+fmt.Sprintf(" limit for %s %s", kind, c.Name))
	}
	return notes
}

// setMissing copies into list the defaults it lacks and returns their
// names, sorted.
func setMissing(list, defaults core.ResourceList) []string {
	var set []string
	for name, q := range defaults {
		if _, ok := list[name]; !ok {
			list[name] = q
			set = append(set, string(name))
		}
	}
	sort.Strings(set)
	return set
}

// PodValidateLimitFunc checks every container (Container items) and the
// pod's sum (Pod items) against Min, Max and MaxLimitRequestRatio, and
// returns all violations.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/limitranger.PodValidateLimitFunc.
func PodValidateLimitFunc(limitRange *core.LimitRange, pod *core.Pod) error {
	var errs []error
	for _, item := range limitRange.Spec.Limits {
		switch item.Type {
		case core.LimitTypeContainer:
			for _, cs := range [][]core.Container{pod.Spec.Containers, pod.Spec.InitContainers} {
				for _, c := range cs {
					errs = append(errs, checkItem(item, c.Resources.Requests, c.Resources.Limits)...)
				}
			}
		case core.LimitTypePod:
			requests, limits := resourcehelper.PodRequestsAndLimits(pod)
			errs = append(errs, checkItem(item, requests, limits)...)
		}
	}
	return aggregate(errs)
}

// checkItem applies one LimitRangeItem's Min, Max and ratio, resource by
// resource in name order (upstream walks maps, in random order).
func checkItem(item core.LimitRangeItem, requests, limits core.ResourceList) []error {
	var errs []error
	check := func(bounds core.ResourceList, constraint func(core.LimitType, core.ResourceName, resource.Quantity, core.ResourceList, core.ResourceList) error) {
		for _, name := range quota.ResourceNames(bounds) {
			if err := constraint(item.Type, name, bounds[name], requests, limits); err != nil {
				errs = append(errs, err)
			}
		}
	}
	check(item.Min, minConstraint)
	check(item.Max, maxConstraint)
	check(item.MaxLimitRequestRatio, limitRequestRatioConstraint)
	return errs
}

// aggregate joins errors as upstream's utilerrors.NewAggregate prints
// them: one error alone, several as "[a, b]".
// Upstream: k8s.io/apimachinery/pkg/util/errors.NewAggregate.
func aggregate(errs []error) error {
	switch len(errs) {
	case 0:
		return nil
	case 1:
		return errs[0]
	}
	msgs := make([]string, len(errs))
	for i, err := range errs {
		msgs[i] = err.Error()
	}
	return errors.New("[" + strings.Join(msgs, ", ") + "]")
}
